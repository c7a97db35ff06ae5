import { buffer } from 'node:stream/consumers';
import { deckLimits, deckMessages } from '@medshelf/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { deckPages, decks } from '../../db/schema/index.ts';
import type { JobAttempt, JobPayloads } from '../../jobs/registry.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys } from './deck-keys.ts';
import { publishProgress } from './deck-service.ts';
import { convertToPdf, findConverter } from './processing/convert-presentation.ts';
import { encodePageImages, pageImageWidths } from './processing/page-images.ts';
import { checkPdf, PdfPages } from './processing/pdf-document.ts';
import { findDeck } from './repository.ts';

/** A problem with the file itself: retrying cannot help, the owner must upload another. */
class UnusableFile extends Error {}

async function setDeck(
  ctx: SlidesContext,
  deckId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof decks>,
) {
  const [deck] = await ctx.db
    .update(decks)
    .set(values)
    .where(and(eq(decks.id, deckId), eq(decks.fileVersion, fileVersion)))
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
 * deck.process: renders every page (WebP at three widths), keeps its text, counts pages.
 * Idempotent and resumable: pages already stored for this file version are skipped, so a
 * crash mid-deck continues where it stopped; a job for a replaced version does nothing.
 */
export async function processDeck(
  ctx: SlidesContext,
  { deckId, fileVersion }: JobPayloads['deck.process'],
  attempt: JobAttempt,
) {
  const deck = await findDeck(ctx.db, deckId);
  if (!deck || deck.fileVersion !== fileVersion || deck.status === 'ready') return;
  try {
    const bytes = await loadPdf(ctx, deckId, fileVersion, deck.originalType);
    const check = checkPdf(bytes);
    if (!check.ok)
      throw new UnusableFile(check.problem === 'encrypted' ? deckMessages.encrypted : deckMessages.corrupt);
    if (check.pageCount > deckLimits.maxPages) throw new UnusableFile(deckMessages.tooManyPages);
    const done = new Set(
      (
        await ctx.db
          .select({ number: deckPages.number })
          .from(deckPages)
          .where(and(eq(deckPages.deckId, deckId), eq(deckPages.fileVersion, fileVersion)))
      ).map((row) => row.number),
    );
    await setDeck(ctx, deckId, fileVersion, {
      status: 'processing',
      pageCount: check.pageCount,
      pagesDone: done.size,
      failureReason: null,
    });
    const pdf = new PdfPages(bytes);
    try {
      for (let number = 1; number <= pdf.pageCount; number += 1) {
        if (done.has(number)) continue;
        const rendered = pdf.render(number, pageImageWidths.large);
        const images = await encodePageImages(rendered);
        await Promise.all(
          images.map((image) =>
            ctx.storage.put(deckKeys.page(deckId, fileVersion, number, image.size), image.webp, 'image/webp'),
          ),
        );
        const large = images.find((image) => image.size === 'large');
        await ctx.db
          .insert(deckPages)
          .values({
            deckId,
            fileVersion,
            number,
            width: large?.width ?? rendered.width,
            height: large?.height ?? rendered.height,
            text: rendered.text,
          })
          .onConflictDoNothing();
        if (number === 1) {
          const thumb = images.find((image) => image.size === 'thumb');
          await ctx.db
            .update(decks)
            .set({ thumbWidth: thumb?.width ?? 0, thumbHeight: thumb?.height ?? 0 })
            .where(eq(decks.id, deckId));
        }
        // Counted from the rows, so two workers on the same deck never over-count.
        const current = await setDeck(ctx, deckId, fileVersion, {
          pagesDone: sql`(select count(*) from ${deckPages} where ${deckPages.deckId} = ${deckId} and ${deckPages.fileVersion} = ${fileVersion})`,
        });
        if (!current) {
          // Deleted or replaced meanwhile: the images just written belong to nothing.
          await ctx.storage.deletePrefix(deckKeys.version(deckId, fileVersion));
          return;
        }
      }
    } finally {
      pdf.close();
    }
    await setDeck(ctx, deckId, fileVersion, { status: 'ready', pagesDone: check.pageCount, jobId: null });
  } catch (error) {
    const lastAttempt = attempt.retryCount >= attempt.retryLimit;
    if (error instanceof UnusableFile || lastAttempt) {
      ctx.log.warn({ err: error, deckId }, 'deck processing failed');
      await setDeck(ctx, deckId, fileVersion, {
        status: 'failed',
        failureReason: error instanceof UnusableFile ? error.message : deckMessages.processingFailed,
        jobId: null,
      });
      return;
    }
    throw error;
  }
}
