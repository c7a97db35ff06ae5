import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from './executor.ts';

// Both drivers answer raw SQL with `{ rows }`; Drizzle types the answer as unknown.
const result = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs raw SQL and parses every row with `row`: the one place where rows that Drizzle cannot
 * type get their type, checked, so a column renamed in SQL fails here rather than as undefined.
 */
export async function rowsOf<Row extends z.ZodType>(
  executor: Executor,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const { rows } = result.parse(await executor.execute(query));
  return z.array(row).parse(rows);
}
