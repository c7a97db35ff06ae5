import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs one statement (create or drop database) on the server itself. */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database on the PostgreSQL server `serverUrl` names and returns its URL and
 * a way to drop it. Test runs use one each, so they never see another run's rows.
 */
export async function createFreshDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const run = (statement: string) => runOnServer(serverUrl, statement);
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
