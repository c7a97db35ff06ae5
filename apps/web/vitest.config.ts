import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

/**
 * Components and hooks with logic, in a simulated DOM (happy-dom); whole flows are e2e's. They run
 * on the runtime the browser gets.
 */
export default defineConfig({
  // The message catalogues are compiled as in the build (vite.config.ts); the config is named,
  // since the root's Vitest runs this project from the repository's root.
  plugins: [lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  resolve: {
    alias: [
      ...preactAliases,
      // Its CommonJS build would require React's own renderer past the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    // The libraries' ES module builds, whose imports of React the aliases can answer.
    conditions: ['module', 'browser', 'development'],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // Through Vite, so the libraries' own imports of React meet the same aliases.
    server: { deps: { inline: true } },
  },
});
