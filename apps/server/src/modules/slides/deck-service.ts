import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { DeckDetail, DeckPatch, OwnDeck } from '@medshelf/shared';
import { deckMessages, slugify } from '@medshelf/shared';
import type { DeckFileType } from '../../documents/sniff.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys } from './deck-keys.ts';
import { deleteDeckRow, insertDeck, updateDeckRow, updateDeckUnlessRemoved } from './deck-repository.ts';
import { checkDeckFile } from './file-check.ts';
import { metadataFromFields, type ValidMetadata, validateMetadata } from './metadata.ts';
import { assertCanSee, assertChangeable, assertOwner } from './policies.ts';
import { presentDeck, toOwnDeck, toProgress } from './presenters.ts';
import { queueProcessing } from './processing-queue.ts';
import { type DeckRow, findDeck, findDeckForViewer, selectOwnDecks } from './repository.ts';
import type { ReceivedUpload } from './upload-parser.ts';

const contentTypes = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;

/**
 * Tells the owner's open tabs where processing stands. Cached reads go first: whoever hears
 * that a deck is ready finds it in the lists.
 */
export async function publishProgress(ctx: SlidesContext, deck: DeckRow) {
  await ctx.hotReads.invalidate();
  await ctx.events.publish({ type: 'deck', userId: deck.ownerId, progress: toProgress(deck) });
}

export interface NewDeckFile {
  body: Readable | Buffer;
  size: number;
  name: string;
  type: DeckFileType;
  pageCount: number | null;
}

/**
 * Stores a checked file under a generated name, then writes the row and its processing job.
 * Nothing is left behind when a step fails; once this returns, the deck will be processed.
 */
export async function addDeck(
  ctx: SlidesContext,
  ownerId: string,
  metadata: ValidMetadata,
  file: NewDeckFile,
  options: {
    counters?: { views?: number; likes?: number; trendingViews?: number };
    /** Demo content and imports: processed after members' uploads. */
    bulk?: boolean;
  } = {},
): Promise<DeckRow> {
  const id = randomId();
  await ctx.storage.put(deckKeys.original(id, 1), file.body, contentTypes[file.type]);
  try {
    const deck = await insertDeck(ctx.db, {
      id,
      ownerId,
      slug: slugify(metadata.title) || 'deck',
      title: metadata.title,
      description: metadata.description,
      categoryId: metadata.categoryId,
      subCategoryId: metadata.subCategoryId,
      tags: metadata.tags,
      allowDownload: metadata.allowDownload,
      originalName: file.name.slice(0, 255),
      originalType: file.type,
      originalSize: file.size,
      pageCount: file.pageCount ?? 0,
      ...options.counters,
    });
    await queueProcessing(ctx, id, 1, { bulk: options.bulk });
    return deck;
  } catch (error) {
    await deleteDeckRow(ctx.db, id);
    await ctx.storage.deletePrefix(deckKeys.deck(id));
    throw error;
  }
}

/** An upload: metadata and file checked (by content), then added; the temporary file removed. */
export async function createDeck(ctx: SlidesContext, user: SessionUser, upload: ReceivedUpload) {
  try {
    const metadata = await validateMetadata(ctx.db, metadataFromFields(upload.fields));
    if (!upload.file) throw badRequest(deckMessages.fileRequired);
    const checked = await checkDeckFile(upload.file, ctx);
    const deck = await addDeck(ctx, user.id, metadata, {
      body: createReadStream(upload.file.path),
      size: upload.file.size,
      name: upload.file.name,
      ...checked,
    });
    return presentChanged(ctx, deck, user);
  } finally {
    await upload.discard();
  }
}

/** A new file for an existing deck: a new version, processed from scratch; old files removed. */
export async function replaceDeckFile(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  upload: ReceivedUpload,
): Promise<DeckDetail> {
  try {
    const existing = await findDeck(ctx.db, deckId);
    assertOwner(user, existing);
    assertChangeable(existing);
    if (!upload.file) throw badRequest(deckMessages.fileRequired);
    const checked = await checkDeckFile(upload.file, ctx);
    const version = existing.fileVersion + 1;
    await ctx.storage.put(
      deckKeys.original(deckId, version),
      createReadStream(upload.file.path),
      contentTypes[checked.type],
    );
    // Taken down while the file was arriving: it stays down.
    const deck = await updateDeckUnlessRemoved(ctx.db, deckId, {
      fileVersion: version,
      status: 'queued',
      failureReason: null,
      pagesDone: 0,
      pageCount: checked.pageCount ?? 0,
      originalName: upload.file.name.slice(0, 255),
      originalType: checked.type,
      originalSize: upload.file.size,
    });
    if (!deck) {
      await ctx.storage.deletePrefix(deckKeys.version(deckId, version));
      throw conflict(deckMessages.removedCannotChange);
    }
    await queueProcessing(ctx, deckId, version);
    await ctx.storage.deletePrefix(deckKeys.version(deckId, existing.fileVersion));
    await publishProgress(ctx, deck);
    return presentChanged(ctx, deck, user);
  } finally {
    await upload.discard();
  }
}

export async function updateDeck(
  ctx: SlidesContext,
  user: SessionUser,
  deckId: string,
  patch: DeckPatch,
): Promise<DeckDetail> {
  const found = await findDeckForViewer(ctx.db, deckId, null);
  const existing = found?.deck;
  assertOwner(user, existing);
  assertChangeable(existing);
  const metadata = await validateMetadata(ctx.db, {
    title: patch.title ?? existing.title,
    description: patch.description ?? existing.description,
    category: patch.category ?? found?.card.categorySlug,
    subCategory: patch.subCategory ?? found?.card.subCategorySlug,
    tags: patch.tags ?? existing.tags,
    allowDownload: patch.allowDownload ?? existing.allowDownload,
  });
  const deck = await updateDeckRow(ctx.db, deckId, {
    title: metadata.title,
    slug: slugify(metadata.title) || 'deck',
    description: metadata.description,
    categoryId: metadata.categoryId,
    subCategoryId: metadata.subCategoryId,
    tags: metadata.tags,
    allowDownload: metadata.allowDownload,
  });
  if (!deck) throw new Error('the deck was not returned');
  return presentChanged(ctx, deck, user);
}

/** Removes the deck, its rows (cascade) and every file of every version. */
export async function deleteDeck(ctx: SlidesContext, user: SessionUser, deckId: string) {
  const existing = await findDeck(ctx.db, deckId);
  assertOwner(user, existing);
  await deleteDeckRow(ctx.db, deckId);
  await ctx.storage.deletePrefix(deckKeys.deck(deckId));
}

export async function getDeck(ctx: SlidesContext, viewer: SessionUser | null, deckId: string) {
  const found = await findDeckForViewer(ctx.db, deckId, viewer?.id ?? null);
  assertCanSee(viewer, found?.deck);
  return presentDeck(ctx.db, found, viewer?.id ?? null);
}

/**
 * The deck as a change left it, for its owner: the row the change wrote, with its owner's and
 * place's names read again (an edit may have moved it). Not the row read again: the job a new
 * file queued may already be at work, and the answer says what this change did.
 */
async function presentChanged(ctx: SlidesContext, deck: DeckRow, owner: SessionUser) {
  const found = await findDeckForViewer(ctx.db, deck.id, owner.id);
  assertCanSee(owner, found?.deck);
  return presentDeck(ctx.db, { deck, card: { ...found.card, ...deck }, liked: found.liked }, owner.id);
}

export async function getProgress(ctx: SlidesContext, user: SessionUser, deckId: string) {
  const deck = await findDeck(ctx.db, deckId);
  assertOwner(user, deck);
  return toProgress(deck);
}

export async function listOwnDecks(ctx: SlidesContext, user: SessionUser): Promise<OwnDeck[]> {
  return (await selectOwnDecks(ctx.db, user.id)).map(toOwnDeck);
}
