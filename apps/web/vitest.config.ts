import { defineConfig } from 'vitest/config';

/** Components and hooks with logic, in a simulated DOM (happy-dom); whole flows are e2e's. */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
  },
});
