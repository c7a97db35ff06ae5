import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { migrationsDir } from '../lib/package-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type features see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  ping(): Promise<boolean>;
  /** PostgreSQL NOTIFY: reaches every process listening on the channel, this one included. */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (pg-boss). Without values the text may hold
   * several statements: PGlite runs those only through `exec`.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
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
    db: db as unknown as Database,
    kind: 'pglite',
    ping: () => ping(db as unknown as Database),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not take the process down.
  pool.on('error', onIdleError);
  // A SET rather than the `options` startup parameter, which PgBouncer refuses. The client runs
  // its queries in order, so this one precedes whatever the connection is first handed out for.
  pool.on('connect', (client) => {
    client.query(noJit).catch(onIdleError);
  });
  const db = drizzleNodePg({ client: pool, ...drizzleOptions });
  await migrateNodePg(db, { migrationsFolder: migrationsDir });
  const listeners: pg.Client[] = [];
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: () => ping(db as unknown as Database),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own, outside the pool.
      const client = new pg.Client({ connectionString: url });
      client.on('error', onIdleError);
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '')}"`);
      listeners.push(client);
    },
    executeSql: (text, values) => pool.query<Record<string, unknown>>(text, values),
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
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
