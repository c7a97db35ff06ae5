import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build.ts';
import { rowsOf } from './rows.ts';

describe('raw rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('come back typed by their schema, from the database or inside a transaction', async () => {
    const row = z.object({ n: z.coerce.number(), word: z.string() });
    const statement = sql`select count(*) as n, 'heart' as word from generate_series(1, 3)`;
    expect(await rowsOf(t.app.db, statement, row)).toEqual([{ n: 3, word: 'heart' }]);
    expect(await t.app.db.transaction((tx) => rowsOf(tx, statement, row))).toEqual([{ n: 3, word: 'heart' }]);
  });

  it('are refused when a column is not what the schema says', async () => {
    await expect(rowsOf(t.app.db, sql`select 1 as id`, z.object({ id: z.string() }))).rejects.toThrow(
      z.ZodError,
    );
  });
});
