import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
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
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
