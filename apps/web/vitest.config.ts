import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** Components and hooks with logic, in a simulated DOM (happy-dom); whole flows are e2e's. */
export default defineConfig({
  // The message catalogues are compiled as in the build (vite.config.ts); the config is named,
  // since the root's Vitest runs this project from the repository's root.
  plugins: [lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
  },
});
