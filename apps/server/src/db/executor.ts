import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Schema } from './client.ts';

/**
 * What every repository function runs its queries on: the database, or a transaction a service
 * opened on it. Drizzle's PgTransaction extends PgDatabase, and both drivers' databases (PGlite,
 * node-postgres) are PgDatabases too, so the base class is this type and none of them needs a cast.
 */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

/** The transaction `Executor.transaction` hands its callback: an Executor as it stands. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
