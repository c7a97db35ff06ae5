import { requestMessages } from '@medshelf/shared';
import { and, type Column, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/executor.ts';
import { rowsOf } from '../db/rows.ts';
import { badRequest } from './http-errors.ts';

/**
 * Keyset (seek) paging (decision 0029): a list's order is a few sort keys ending in a unique id;
 * a position in it is the text of those keys for one row. "After a position" is a range condition
 * on the leading key that an index on the same keys answers without reading the rows before it,
 * so page 400 costs what page 1 costs.
 */
export interface SortKey {
  /** A column, or an expression an index holds (`lower(title)`). */
  column: Column | SQL;
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
  // Titles and names sort lists too; longer ones are refused by the cursor's length already.
  text: (value: string) => value.length <= 400 && !value.includes('\0'),
  // Within PostgreSQL's integer.
  integer: (value: string) => /^-?\d{1,9}$/.test(value),
  timestamp: isTimestamp,
};

/** A row's place in the order: each sort key's value as PostgreSQL text (full precision). */
export type Position = string[];

/** Select fields that read a row's position (`::text` keeps a timestamp's microseconds). */
export function positionFields(keys: SortKey[]): Record<string, SQL.Aliased<string>> {
  return Object.fromEntries(
    keys.map((key, index) => [`k${index}`, sql<string>`(${key.column})::text`.as(`k${index}`)]),
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

/** A stretch of a list: rows after one position, at most `limit`, up to another when given. */
export interface ListRange {
  after?: Position;
  through?: Position;
  limit: number;
}

/** The condition that keeps a list's rows to `range` (with the list's ORDER BY and LIMIT). */
export function within(keys: SortKey[], range: ListRange): SQL | undefined {
  return and(range.after && after(keys, range.after), range.through && atOrBefore(keys, range.through));
}

/** Select fields for a list's rows that rank them in the order of `keys` (see `pageEndsOf`). */
export function rankFields(keys: SortKey[]) {
  return {
    ...positionFields(keys),
    rank: sql<number>`row_number() over (order by ${orderOf(keys)})`.as('rank'),
  };
}

/**
 * Where each full page of `pageSize` ends: the position of its last row. `ranked` selects
 * `rankFields(keys)` over the list's rows; one walk of the order's index, so page N can start
 * right after page N-1's end.
 */
export async function pageEndsOf(
  db: Executor,
  keys: SortKey[],
  pageSize: number,
  ranked: SQLWrapper,
): Promise<Position[]> {
  const rows = await rowsOf(
    db,
    sql`select * from (${ranked}) ranked where rank % ${pageSize} = 0 order by rank`,
    z.record(z.string(), z.unknown()),
  );
  return rows.map((row) => positionOf(row, keys));
}

/** What a list request asks for: a page by number, and where the page before ended if known. */
export interface PageRequest {
  page: number;
  pageSize: number;
  after?: string | undefined;
}

/** How to read one list: its total, where its pages end, and the rows of a range (with positions). */
export interface KeysetList<Row> {
  keys: SortKey[];
  total: () => Promise<number>;
  pageEnds: (pageSize: number) => Promise<Position[]>;
  rows: (range: ListRange) => Promise<Row[]>;
}

/**
 * One page of a list without OFFSET (decision 0029): `after` seeks to a cursor; page N starts
 * after where page N-1 ends and reads up to where page N ends. `next` continues from the last row.
 */
export async function seekPage<Row extends Record<string, unknown>>(
  list: KeysetList<Row>,
  request: PageRequest,
): Promise<{ rows: Row[]; total: number; next: string | null }> {
  const [range, total] = await Promise.all([rangeOf(list, request), list.total()]);
  const rows = range ? await list.rows(range) : [];
  const last = rows.at(-1);
  return {
    rows,
    total,
    next: last && request.page * request.pageSize < total ? encodeCursor(positionOf(last, list.keys)) : null,
  };
}

/** Where the asked page lies in the order; null: past the end. */
async function rangeOf<Row>(
  list: KeysetList<Row>,
  { after, page, pageSize }: PageRequest,
): Promise<ListRange | null> {
  // Page 1 is the start whatever `after` says: a filter, sort or tab change takes the address
  // back to page 1 and may leave the cursor of another list (or order) in it.
  if (page === 1) return { limit: pageSize };
  if (after) return { after: decodeCursor(after, list.keys), limit: pageSize };
  const ends = await list.pageEnds(pageSize);
  const start = ends[page - 2];
  if (!start) return null;
  const end = ends[page - 1];
  // Up to the known end, so a row added before it since the ends were read does not push the
  // end's own row off this page and past the start of the next (which begins after that end).
  return end ? { after: start, through: end, limit: pageSize * 2 } : { after: start, limit: pageSize };
}

/** How long a public list's total and page ends are shared before they are read again. */
const sharedSeconds = 30;

/**
 * A public list whose total (once per `filter`, whatever the order) and page ends (per order and
 * page size) are computed once for everyone for a while and dropped with the cached reads on a
 * write (the hot reads' `remember`).
 */
export function sharedFigures<Row>(
  list: KeysetList<Row>,
  hotReads: Pick<FastifyInstance['hotReads'], 'remember'>,
  filter: string,
  order: string,
): KeysetList<Row> {
  return {
    ...list,
    total: () => hotReads.remember(`${filter} total`, sharedSeconds, list.total),
    pageEnds: (pageSize) =>
      hotReads.remember(`${filter} ${order} page ends ${pageSize}`, sharedSeconds, () =>
        list.pageEnds(pageSize),
      ),
  };
}
