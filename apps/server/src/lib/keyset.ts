import { requestMessages } from '@medshelf/shared';
import { and, type Column, or, type SQL, sql } from 'drizzle-orm';
import { badRequest } from './http-errors.ts';

/**
 * Keyset (seek) paging (decision 0029): a list's order is a few sort keys ending in a unique id;
 * a position in it is the text of those keys for one row. "After a position" is a range condition
 * on the leading key that an index on the same keys answers without reading the rows before it,
 * so page 400 costs what page 1 costs.
 */
export interface SortKey {
  column: Column;
  descending: boolean;
  /** What the key holds, so a crafted cursor is refused before it reaches the database. */
  kind: keyof typeof valueChecks;
}

const timestampText =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

/** PostgreSQL's text of a timestamptz ("2026-11-23 19:02:03.123456+00") naming a real moment. */
function isTimestamp(value: string): boolean {
  const parts = timestampText.exec(value)?.slice(1, 7).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

const valueChecks = {
  text: (value: string) => value.length <= 100 && !value.includes('\0'),
  // Within PostgreSQL's integer.
  integer: (value: string) => /^-?\d{1,9}$/.test(value),
  timestamp: isTimestamp,
};

/** A row's place in the order: each sort key's value as PostgreSQL text (full precision). */
export type Position = string[];

/** Select fields that read a row's position (`::text` keeps a timestamp's microseconds). */
export function positionFields(keys: SortKey[]): Record<string, SQL.Aliased<string>> {
  return Object.fromEntries(
    keys.map((key, index) => [`k${index}`, sql<string>`${key.column}::text`.as(`k${index}`)]),
  );
}

export function positionOf(row: Record<string, unknown>, keys: SortKey[]): Position {
  return keys.map((_, index) => String(row[`k${index}`]));
}

/** Rows strictly after `position` in the order of `keys`. */
export function after(keys: SortKey[], position: Position): SQL {
  const [first] = keys;
  if (!first) throw new Error('a keyset order needs at least one key');
  const beyond = (key: SortKey, value: string) =>
    key.descending ? sql`${key.column} < ${value}` : sql`${key.column} > ${value}`;
  const strictly = (index: number): SQL => {
    const key = keys[index] as SortKey;
    const value = position[index] as string;
    if (index === keys.length - 1) return beyond(key, value);
    return or(beyond(key, value), and(sql`${key.column} = ${value}`, strictly(index + 1))) as SQL;
  };
  // The leading bound on its own lets the index start at the position.
  const leading = first.descending
    ? sql`${first.column} <= ${position[0]}`
    : sql`${first.column} >= ${position[0]}`;
  return and(leading, strictly(0)) as SQL;
}

/** Rows at or before `position`: the end of a page whose last row is known. */
export function atOrBefore(keys: SortKey[], position: Position): SQL {
  return sql`not (${after(keys, position)})`;
}

/** The order of `keys` for ORDER BY and window functions. */
export function orderOf(keys: SortKey[]): SQL {
  return sql.join(
    keys.map((key) => (key.descending ? sql`${key.column} desc` : sql`${key.column} asc`)),
    sql`, `,
  );
}

/** A position as the opaque `after` value of a list request. */
export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/** An `after` value back to a position in the order of `keys`; anything else is a 400. */
export function decodeCursor(cursor: string, keys: SortKey[]): Position {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(requestMessages.badCursor);
  }
  if (
    !Array.isArray(position) ||
    position.length !== keys.length ||
    !keys.every((key, index) => {
      const value: unknown = position[index];
      return typeof value === 'string' && valueChecks[key.kind](value);
    })
  )
    throw badRequest(requestMessages.badCursor);
  return position;
}
