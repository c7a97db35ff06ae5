import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { decks, playlistItems, playlists, users } from '../../db/schema/index.ts';

export type PlaylistRow = typeof playlists.$inferSelect;

const siblingsOf = (ownerId: string, parentId: string | null): SQL =>
  and(
    eq(playlists.ownerId, ownerId),
    parentId === null ? isNull(playlists.parentId) : eq(playlists.parentId, parentId),
  ) as SQL;

const ordered = [asc(playlists.position), asc(playlists.createdAt), asc(playlists.id)];

/** Every level of one owner's playlists, each parent's children in their order. */
export function ownerPlaylists(db: Executor, ownerId: string): Promise<PlaylistRow[]> {
  return db
    .select()
    .from(playlists)
    .where(eq(playlists.ownerId, ownerId))
    .orderBy(asc(playlists.depth), ...ordered);
}

export async function findPlaylist(db: Executor, id: string): Promise<PlaylistRow | undefined> {
  const [row] = await db.select().from(playlists).where(eq(playlists.id, id));
  return row;
}

/**
 * For each level: how many ready decks it holds and the first of them (for its thumbnail).
 * Decks still processing or failed are kept but not shown, so they are not counted either.
 */
export async function levelStats(db: Executor, playlistIds: string[]) {
  if (!playlistIds.length) return new Map<string, LevelStats>();
  const rows = await db
    .select({
      playlistId: playlistItems.playlistId,
      decks: count(),
      firstDeckId: sql<string>`(array_agg(${decks.id} order by ${playlistItems.position}, ${playlistItems.deckId}))[1]`,
      firstDeckVersion: sql<number>`(array_agg(${decks.fileVersion} order by ${playlistItems.position}, ${playlistItems.deckId}))[1]`,
    })
    .from(playlistItems)
    .innerJoin(decks, and(eq(decks.id, playlistItems.deckId), eq(decks.status, 'ready')))
    .where(inArray(playlistItems.playlistId, playlistIds))
    .groupBy(playlistItems.playlistId);
  return new Map<string, LevelStats>(
    rows.map((row) => [
      row.playlistId,
      {
        decks: Number(row.decks),
        firstDeck: { id: row.firstDeckId, fileVersion: Number(row.firstDeckVersion) },
      },
    ]),
  );
}

export interface LevelStats {
  decks: number;
  firstDeck: { id: string; fileVersion: number };
}

/** The name of another of the owner's playlists under the same parent with this slug, if any. */
export async function siblingNamed(
  db: Executor,
  row: { ownerId: string; parentId: string | null; slug: string },
  exceptId?: string,
): Promise<string | null> {
  const conditions = [siblingsOf(row.ownerId, row.parentId), eq(playlists.slug, row.slug)];
  if (exceptId) conditions.push(ne(playlists.id, exceptId));
  const [found] = await db
    .select({ name: playlists.name })
    .from(playlists)
    .where(and(...conditions))
    .limit(1);
  return found?.name ?? null;
}

export async function nextPosition(db: Executor, ownerId: string, parentId: string | null) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${playlists.position})` })
    .from(playlists)
    .where(siblingsOf(ownerId, parentId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertPlaylist(db: Executor, values: typeof playlists.$inferInsert) {
  await db.insert(playlists).values(values);
}

export async function changePlaylist(
  db: Executor,
  id: string,
  set: Partial<Pick<PlaylistRow, 'name' | 'slug' | 'isPublic'>>,
) {
  await db.update(playlists).set(set).where(eq(playlists.id, id));
}

/** Removes a level; its sub-levels and every item in them go with it (foreign keys cascade). */
export async function removePlaylist(db: Executor, id: string) {
  await db.delete(playlists).where(eq(playlists.id, id));
}

/** The ids of a parent's children (the top level when null), in their order. */
export async function childIds(db: Executor, ownerId: string, parentId: string | null) {
  const rows = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(siblingsOf(ownerId, parentId))
    .orderBy(...ordered);
  return rows.map((row) => row.id);
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Puts the given playlists in this order (positions 0, 1, 2…) in one statement. */
export async function setPlaylistPositions(db: Executor, ids: string[]) {
  await db.execute(sql`
    update ${playlists} set position = ordering.n - 1
    from unnest(${textArray(ids)}) with ordinality as ordering(id, n)
    where ${playlists.id} = ordering.id`);
}

/** A level's items, in their order: which deck, when it was added, and whether it is ready. */
export function levelItems(db: Executor, playlistId: string) {
  return db
    .select({ deckId: playlistItems.deckId, addedAt: playlistItems.addedAt })
    .from(playlistItems)
    .where(eq(playlistItems.playlistId, playlistId))
    .orderBy(asc(playlistItems.position), asc(playlistItems.addedAt), asc(playlistItems.deckId));
}

export async function itemCount(db: Executor, playlistId: string): Promise<number> {
  return db.$count(playlistItems, eq(playlistItems.playlistId, playlistId));
}

export async function hasItem(db: Executor, playlistId: string, deckId: string): Promise<boolean> {
  const [row] = await db
    .select({ deckId: playlistItems.deckId })
    .from(playlistItems)
    .where(and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.deckId, deckId)));
  return !!row;
}

/** Adds a deck at the end of a level; adding it again changes nothing. */
export async function insertItem(db: Executor, playlistId: string, deckId: string) {
  await db
    .insert(playlistItems)
    .values({
      playlistId,
      deckId,
      position: sql`(select coalesce(max(${playlistItems.position}) + 1, 0) from ${playlistItems} where ${playlistItems.playlistId} = ${playlistId})`,
    })
    .onConflictDoNothing();
}

export async function removeItem(db: Executor, playlistId: string, deckId: string) {
  await db
    .delete(playlistItems)
    .where(and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.deckId, deckId)));
}

/** Puts a level's decks in this order (positions 0, 1, 2…) in one statement. */
export async function setItemPositions(db: Executor, playlistId: string, deckIds: string[]) {
  await db.execute(sql`
    update ${playlistItems} set position = ordering.n - 1
    from unnest(${textArray(deckIds)}) with ordinality as ordering(deck_id, n)
    where ${playlistItems.playlistId} = ${playlistId} and ${playlistItems.deckId} = ordering.deck_id`);
}

/** Which of the owner's playlists hold a deck. */
export async function playlistIdsHolding(db: Executor, ownerId: string, deckId: string) {
  const rows = await db
    .select({ id: playlistItems.playlistId })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
    .where(and(eq(playlistItems.deckId, deckId), eq(playlists.ownerId, ownerId)));
  return rows.map((row) => row.id);
}

/** The owner of playlists others look at, by username (any case); a disabled account is nobody. */
export async function findPersonByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, displayName: users.name, photoURL: users.image })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.disabled, false)));
  return row;
}
