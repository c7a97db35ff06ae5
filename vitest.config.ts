import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, though the
    // slowest files mostly wait on child processes, conversions and the database. Two workers
    // there took the unit step from 353–449 s to 261 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/{src,test}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Test files share a worker's module cache: importing the app (Fastify, better-auth, pg-boss,
          // sharp, mupdf) per file was a third of the run. Each file still builds its own app on its
          // own database and data directory (test/build.ts), so no state crosses files.
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
