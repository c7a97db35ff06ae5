import { buffer } from 'node:stream/consumers';
import { deckLimits, deckMessages } from '@medshelf/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { decks } from '../../db/schema/index.ts';
import { localPdf } from '../../documents/local-pdf.ts';
import { renderPages, renderSliceMs, UnusableFile } from '../../documents/render-pages.ts';
import type { JobAttempt, JobPayloads } from '../../jobs/registry.ts';
import type { SlidesContext } from './context.ts';
import { deckKeys } from './deck-keys.ts';
import { announceProcessingOutcome } from './deck-notifications.ts';
import { publishProgress } from './deck-service.ts';
import { ConversionFailed, convertToPdf, findConverter } from './processing/convert-presentation.ts';
import { diagnosePresentation } from './processing/diagnose-presentation.ts';
import { processingPriority, queueProcessing } from './processing-queue.ts';
import {
  insertPage,
  pagesStored,
  setThumbSize,
  storedPageNumbers,
  updateProcessedDeck,
} from './processing-repository.ts';
import { findDeck } from './repository.ts';

async function setDeck(
  ctx: SlidesContext,
  deckId: string,
  fileVersion: number,
  values: PgUpdateSetSource<typeof decks>,
) {
  const deck = await updateProcessedDeck(ctx.db, deckId, fileVersion, values);
  if (deck) {
    await publishProgress(ctx, deck);
    await announceProcessingOutcome(ctx, deck);
  }
  return deck;
}

/**
 * The deck's file as a local PDF. A presentation is converted once and the PDF kept beside the
 * original, so later runs of the same deck (one per slice of pages) skip LibreOffice.
 */
async function loadPdf(ctx: SlidesContext, deckId: string, fileVersion: number, type: string) {
  if (type === 'pdf') {
    const original = await ctx.storage.get(deckKeys.original(deckId, fileVersion));
    if (!original) throw new UnusableFile(deckMessages.processingFailed);
    return localPdf(original.body);
  }
  const converted = await ctx.storage.get(deckKeys.converted(deckId, fileVersion));
  if (converted) return localPdf(converted.body);
  const original = await ctx.storage.get(deckKeys.original(deckId, fileVersion));
  if (!original) throw new UnusableFile(deckMessages.processingFailed);
  const soffice = await findConverter(ctx.converter);
  if (!soffice) throw new UnusableFile(deckMessages.noConverter);
  const bytes = await buffer(original.body);
  let pdf: Buffer;
  try {
    pdf = await convertToPdf(soffice, bytes, type, ctx.converterMemoryMb);
  } catch (error) {
    // Not retried: the same file under the same cap runs out of memory again.
    if (error instanceof ConversionFailed && error.outOfMemory)
      throw new UnusableFile(deckMessages.needsMoreMemory(ctx.converterMemoryMb));
    const problem = await diagnosePresentation(bytes, type);
    throw new UnusableFile(
      problem === 'encrypted'
        ? deckMessages.presentationEncrypted
        : problem === 'damaged'
          ? deckMessages.presentationDamaged
          : deckMessages.conversionFailed,
    );
  }
  await ctx.storage.put(deckKeys.converted(deckId, fileVersion), pdf, 'application/pdf');
  return localPdf(pdf);
}

/**
 * deck.process: converts the upload to PDF when needed, renders its pages (WebP at three widths)
 * for one slice of time, keeps their text, counts pages, sizes the thumbnail from page 1, and
 * queues the next slice while pages are left. Idempotent and resumable (see renderPages): a
 * crash mid-deck continues where it stopped.
 */
export async function processDeck(
  ctx: SlidesContext,
  { deckId, fileVersion, bulk = false }: JobPayloads['deck.process'],
  attempt: JobAttempt,
) {
  const deck = await findDeck(ctx.db, deckId);
  if (!deck || deck.fileVersion !== fileVersion || deck.status === 'ready' || deck.status === 'removed')
    return;
  const started = Date.now();
  const firstRun = deck.pagesDone === 0;
  const outcome = await renderPages(
    {
      storage: ctx.storage,
      pool: ctx.pool,
      priority: await processingPriority(ctx, deckId, bulk),
      log: ctx.log,
      logDetails: { deckId },
      failureLog: 'deck processing failed',
      maxPages: deckLimits.maxPages,
      messages: deckMessages,
      loadPdf: () => loadPdf(ctx, deckId, fileVersion, deck.originalType),
      storedPageNumbers: () => storedPageNumbers(ctx.db, deckId, fileVersion),
      setProgress: async (values) => Boolean(await setDeck(ctx, deckId, fileVersion, values)),
      pagesStored: pagesStored(deckId, fileVersion),
      pageKey: (number, size) => deckKeys.page(deckId, fileVersion, number, size),
      versionPrefix: deckKeys.version(deckId, fileVersion),
      insertPage: (page) => insertPage(ctx.db, { deckId, fileVersion, ...page }),
      async afterPage(number, images) {
        if (number !== 1) return;
        const thumb = images.find((image) => image.size === 'thumb');
        await setThumbSize(ctx.db, deckId, thumb?.width ?? 0, thumb?.height ?? 0);
      },
      // A deck's first run stops after page 1, so its first page and thumbnail show at once.
      shouldYield: () => firstRun || ctx.jobs.stopping || Date.now() - started >= renderSliceMs,
    },
    attempt,
  );
  if (outcome === 'more') await queueProcessing(ctx, deckId, fileVersion, { bulk });
}
