import { buffer } from 'node:stream/consumers';
import { deckLimits, deckMessages } from '@medshelf/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { deckPages, decks } from '../../db/schema/index.ts';
import { renderPages, UnusableFile } from '../../documents/render-pages.ts';
import type { JobAttempt, JobPayloads } from '../../jobs/registry.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys } from './deck-keys.ts';
import { publishProgress } from './deck-service.ts';
import { convertToPdf, findConverter } from './processing/convert-presentation.ts';
import { findDeck } from './repository.ts';

async function setDeck(
  ctx: SlidesContext,
  deckId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof decks>,
) {
  const [deck] = await ctx.db
    .update(decks)
    .set(values)
    // A deck the editors took down stays down: the job stops as if the deck had been deleted.
    .where(and(eq(decks.id, deckId), eq(decks.fileVersion, fileVersion), ne(decks.status, 'removed')))
    .returning();
  if (deck) await publishProgress(ctx, deck);
  return deck;
}

async function loadPdf(ctx: SlidesContext, deckId: string, fileVersion: number, type: string) {
  const original = await ctx.storage.get(deckKeys.original(deckId, fileVersion));
  if (!original) throw new UnusableFile(deckMessages.processingFailed);
  const bytes = await buffer(original.body);
  if (type === 'pdf') return bytes;
  const soffice = await findConverter(ctx.converter);
  if (!soffice) throw new UnusableFile(deckMessages.noConverter);
  try {
    return await convertToPdf(soffice, bytes, type);
  } catch {
    throw new UnusableFile(deckMessages.conversionFailed);
  }
}

/**
 * deck.process: converts the upload to PDF when needed, renders every page (WebP at three
 * widths), keeps its text, counts pages, and sizes the thumbnail from page 1. Idempotent and
 * resumable (see renderPages): a crash mid-deck continues where it stopped.
 */
export async function processDeck(
  ctx: SlidesContext,
  { deckId, fileVersion }: JobPayloads['deck.process'],
  attempt: JobAttempt,
) {
  const deck = await findDeck(ctx.db, deckId);
  if (!deck || deck.fileVersion !== fileVersion || deck.status === 'ready' || deck.status === 'removed')
    return;
  await renderPages(
    {
      storage: ctx.storage,
      log: ctx.log,
      logDetails: { deckId },
      failureLog: 'deck processing failed',
      maxPages: deckLimits.maxPages,
      messages: deckMessages,
      loadPdf: () => loadPdf(ctx, deckId, fileVersion, deck.originalType),
      async storedPageNumbers() {
        const rows = await ctx.db
          .select({ number: deckPages.number })
          .from(deckPages)
          .where(and(eq(deckPages.deckId, deckId), eq(deckPages.fileVersion, fileVersion)));
        return new Set(rows.map((row) => row.number));
      },
      setProgress: async (values) => Boolean(await setDeck(ctx, deckId, fileVersion, values)),
      pagesStored: sql`(select count(*) from ${deckPages} where ${deckPages.deckId} = ${deckId} and ${deckPages.fileVersion} = ${fileVersion})`,
      pageKey: (number, size) => deckKeys.page(deckId, fileVersion, number, size),
      versionPrefix: deckKeys.version(deckId, fileVersion),
      async insertPage(page) {
        await ctx.db
          .insert(deckPages)
          .values({ deckId, fileVersion, ...page })
          .onConflictDoNothing();
      },
      async afterPage(number, images) {
        if (number !== 1) return;
        const thumb = images.find((image) => image.size === 'thumb');
        await ctx.db
          .update(decks)
          .set({ thumbWidth: thumb?.width ?? 0, thumbHeight: thumb?.height ?? 0 })
          .where(eq(decks.id, deckId));
      },
    },
    attempt,
  );
}
