import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, type DatabaseConfig, loadConfig } from '../src/config.ts';
import { createFreshDatabase } from './fresh-database.ts';

/**
 * A fresh database for one test file: in-memory PGlite, loaded from the migrated template
 * global-setup.ts made, by default, or a new database on the PostgreSQL server named by
 * DATABASE_URL (CI runs the suite both ways).
 */
async function freshDatabase(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate') ?? undefined;
    return { config: { kind: 'pglite', dataDir: null, template }, drop: async () => {} };
  }
  const database = await createFreshDatabase(serverUrl, 'medshelf_test');
  return { config: { kind: 'postgres', url: database.url }, drop: database.drop };
}

export interface TestApp {
  /** The app; its inject() sends state-changing calls as the web app's browser would. */
  app: FastifyInstance;
  config: Config;
  /** inject() exactly as given: a client that is not a browser (for the Origin rule's tests). */
  injectAsIs: FastifyInstance['inject'];
  close(): Promise<void>;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser marks every call the web app makes to its own server with Origin or
 * Sec-Fetch-Site: same-origin, and the server refuses a state-changing call with neither. Tests
 * that give neither header are calls from the web app, so they get what the browser would add.
 */
function injectFromTheSite(app: FastifyInstance): FastifyInstance['inject'] {
  const injectAsIs = app.inject.bind(app);
  return ((options?: string | InjectOptions) => {
    if (typeof options !== 'object' || !unsafeMethods.has(String(options.method ?? 'GET').toUpperCase())) {
      return injectAsIs(options as InjectOptions);
    }
    const names = Object.keys(options.headers ?? {}).map((name) => name.toLowerCase());
    if (names.includes('origin') || names.includes('sec-fetch-site')) return injectAsIs(options);
    return injectAsIs({ ...options, headers: { ...options.headers, 'sec-fetch-site': 'same-origin' } });
  }) as FastifyInstance['inject'];
}

/** Builds the real app on a fresh database and data directory; requests go through app.inject. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'medshelf-test-'));
  const database = await freshDatabase();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }, null),
    database: database.config,
    // Each test makes the content it needs; demo content has its own test.
    demoContent: false,
    ...overrides,
  };
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const injectAsIs = app.inject.bind(app) as FastifyInstance['inject'];
  app.inject = injectFromTheSite(app);
  return {
    app,
    config,
    injectAsIs,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
