import { deckLimits, deckMessages } from '@medshelf/shared';
import type { ConverterSetting } from '../../config.ts';
import { type RenderPool, TaskTimedOut } from '../../documents/render-pool.ts';
import { type DeckFileType, isFlatPresentation, sniffDeckFile } from '../../documents/sniff.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { findConverter } from './processing/convert-presentation.ts';
import { checkZipExpansion } from './processing/zip-check.ts';

export interface CheckedFile {
  type: DeckFileType;
  /** Known for PDFs; presentations are counted after conversion. */
  pageCount: number | null;
}

/** Decides from the bytes whether an uploaded file can become a deck; throws a clear 400 if not. */
export async function checkDeckFile(
  file: { path: string; size: number },
  { converter, pool }: { converter: ConverterSetting; pool: RenderPool },
): Promise<CheckedFile> {
  if (file.size === 0) throw badRequest(deckMessages.empty);
  const type = await sniffDeckFile(file.path);
  if (!type) {
    throw badRequest(
      (await isFlatPresentation(file.path)) ? deckMessages.flatPresentation : deckMessages.notADeck,
    );
  }
  if (type !== 'pdf') {
    if (!(await findConverter(converter))) throw badRequest(deckMessages.noConverter);
    // A zip too damaged to read is left to processing, which says it is damaged.
    if (type !== 'ppt' && !(await checkZipExpansion(file.path).catch(() => true))) {
      throw badRequest(deckMessages.expandsTooMuch);
    }
    return { type, pageCount: null };
  }
  // In the render pool, whose threads also bound how many PDFs sit in memory at once.
  const check = await pool.check(file.path).catch((error: unknown) => {
    throw error instanceof TaskTimedOut ? badRequest(deckMessages.tooComplex) : error;
  });
  if (!check.ok) {
    throw badRequest(check.problem === 'encrypted' ? deckMessages.encrypted : deckMessages.corrupt);
  }
  if (check.pageCount > deckLimits.maxPages) throw badRequest(deckMessages.tooManyPages);
  return { type, pageCount: check.pageCount };
}
