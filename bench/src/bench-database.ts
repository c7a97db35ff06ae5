/** Where the bench data goes: a new PGlite directory, or a new database on DATABASE_URL's server. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { createFreshDatabase, runOnServer } from '../../apps/server/test/fresh-database.ts';

export interface BenchDatabase {
  config: DatabaseConfig;
  handle: DatabaseHandle;
  /** Where the data is, for the report: a directory or a database name. */
  label: string;
  remove(): Promise<void>;
}

/** Where to put the data: without these a new temporary directory or a new database name. */
export interface BenchDatabasePlace {
  /** PGlite's data directory. */
  directory?: string;
  /** The database's name on DATABASE_URL's server, dropped and created unless reused. */
  serverName?: string;
  /** Open what an earlier run filled rather than start empty. */
  reuse?: boolean;
  /** The PostgreSQL server, or null for PGlite; DATABASE_URL's (or PGlite) when not given. */
  serverUrl?: string | null;
}

/** A migrated database: PGlite in a directory, or one on DATABASE_URL's server. */
export async function openBenchDatabase(place: BenchDatabasePlace = {}): Promise<BenchDatabase> {
  const serverUrl = place.serverUrl === undefined ? process.env.DATABASE_URL : place.serverUrl;
  const onIdleError = (error: Error) => console.warn(`bench database: ${error.message}`);
  if (serverUrl) {
    const fresh = place.serverName
      ? await namedServerDatabase(serverUrl, place.serverName, place.reuse ?? false)
      : await createFreshDatabase(serverUrl, 'medshelf_bench');
    const config: DatabaseConfig = { kind: 'postgres', url: fresh.url };
    const handle = await openDatabase(config, onIdleError).catch(async (error: unknown) => {
      await fresh.drop();
      throw error;
    });
    return { config, handle, label: `PostgreSQL database ${fresh.name}`, remove: fresh.drop };
  }
  const directory = place.directory ?? (await mkdtemp(path.join(tmpdir(), 'medshelf-bench-db-')));
  const config: DatabaseConfig = { kind: 'pglite', dataDir: directory };
  const handle = await openDatabase(config, onIdleError);
  return {
    config,
    handle,
    label: `PGlite in ${directory}`,
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

async function namedServerDatabase(serverUrl: string, name: string, reuse: boolean) {
  const drop = () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  if (!reuse) {
    await drop();
    await runOnServer(serverUrl, `create database ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}
