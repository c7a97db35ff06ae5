import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { migrationsDir } from '../lib/package-root.ts';
import type { Executor } from './executor.ts';
import { createListener } from './listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type features see, whichever driver is underneath (see executor.ts). */
export type Database = Executor;

/** What a LISTEN subscriber hears besides payloads. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The connection was lost and is back: payloads sent meanwhile never arrived. */
  onReconnect(): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  ping(): Promise<boolean>;
  /** PostgreSQL NOTIFY: reaches every process listening on the channel, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  /** LISTEN on a connection of its own, kept open: lost, it reconnects and listens again. */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  /** False while the LISTEN connection is lost and being re-established. */
  listening(): boolean;
  /**
   * Raw SQL for libraries that bring their own (pg-boss). Without values the text may hold
   * several statements: PGlite runs those only through `exec`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `work` while no other MedShelf process on this database runs its own: for setup that
   * every process does at start (migrations, job queues) and that collides when done at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Every query here is short and index-driven, but a search over hundreds of thousands of decks
 * has cost estimates far above `jit_above_cost`: PostgreSQL then spent ~0.5 s compiling a
 * query that runs in ~12 ms (the phrase search at 500,000 decks). PGlite cannot compile; it is
 * set there too so both databases run with the same settings.
 */
const noJit = 'set jit = off';

async function openPglite(dataDir: string | null, template?: string): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir ?? undefined,
    loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
    extensions: { pg_trgm, unaccent },
  });
  await client.exec(noJit);
  const db = drizzlePglite({ client, ...drizzleOptions });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return {
    db: db,
    kind: 'pglite',
    ping: () => ping(db),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, { onPayload }) {
      await client.listen(channel, onPayload);
    },
    listening: () => true,
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    // One process owns an embedded database.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * An arbitrary but fixed key: every MedShelf process does its setup under this advisory lock, so
 * any number of them can start together on an empty database (without it, concurrent CREATE
 * EXTENSION and CREATE TYPE collide on duplicate keys, and pg-boss's queue creation deadlocks).
 */
const setupLockKey = 4_705_215_912_001;

async function underSetupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [setupLockKey]);
    return await work();
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await lock.end();
  }
}

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A SET rather than the `options` startup parameter, which PgBouncer refuses; awaited before
    // the connection is first handed out.
    onConnect: (client) => client.query(noJit),
  });
  // An idle connection the server drops (restart, failover) must not take the process down.
  pool.on('error', onIdleError);
  const db = drizzleNodePg({ client: pool, ...drizzleOptions });
  await underSetupLock(url, () => migrateNodePg(db, { migrationsFolder: migrationsDir }));
  const listener = createListener(url, onIdleError);
  return {
    db: db,
    kind: 'postgres',
    ping: () => ping(db),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    listening: () => listener.connected(),
    executeSql: (text, values) => pool.query<Record<string, unknown>>(text, values),
    exclusively: (work) => underSetupLock(url, work),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens the configured database and brings its schema up to date before anything uses it. */
export function openDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, onIdleError)
    : openPglite(config.dataDir, config.template);
}
