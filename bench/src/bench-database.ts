/** Where the bench data goes: a new PGlite directory, or a new database on DATABASE_URL's server. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { createFreshDatabase } from '../../apps/server/test/fresh-database.ts';

export interface BenchDatabase {
  config: DatabaseConfig;
  handle: DatabaseHandle;
  /** Where the data is, for the report: a directory or a database name. */
  label: string;
  remove(): Promise<void>;
}

/** A new, empty, migrated database: PGlite in a directory, or a fresh one on DATABASE_URL's server. */
export async function openBenchDatabase(dataDir?: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const onIdleError = (error: Error) => console.warn(`bench database: ${error.message}`);
  if (serverUrl) {
    const fresh = await createFreshDatabase(serverUrl, 'medshelf_bench');
    const config: DatabaseConfig = { kind: 'postgres', url: fresh.url };
    const handle = await openDatabase(config, onIdleError).catch(async (error: unknown) => {
      await fresh.drop();
      throw error;
    });
    return { config, handle, label: `PostgreSQL database ${fresh.name}`, remove: fresh.drop };
  }
  const directory = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'medshelf-bench-db-')));
  const config: DatabaseConfig = { kind: 'pglite', dataDir: directory };
  const handle = await openDatabase(config, onIdleError);
  return {
    config,
    handle,
    label: `PGlite in ${directory}`,
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}
