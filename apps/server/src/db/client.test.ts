import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { rowsOf } from './rows.ts';

describe('database sessions', () => {
  let t: TestApp;
  // The SET once ran beside a new connection's first query, which node-postgres deprecates
  // ("client.query() when the client is already executing a query"): it must finish first.
  // Node warns once per process, so the listener is there before the app opens the database.
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  beforeAll(async () => {
    process.on('warning', onWarning);
    t = await buildTestApp();
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t.close();
  });

  // A search at 500,000 decks spent ~0.5 s in JIT compilation for ~12 ms of work.
  it('never compile queries just in time, on any pooled connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        rowsOf(
          t.app.db,
          sql`select current_setting('jit') as jit, pg_sleep(0.05)`,
          z.object({ jit: z.string() }),
        ),
      ),
    );
    expect(answers.map((rows) => rows[0]?.jit)).toEqual(['off', 'off', 'off', 'off']);
    expect(warnings.filter((message) => message.includes('already executing'))).toEqual([]);
  });
});
