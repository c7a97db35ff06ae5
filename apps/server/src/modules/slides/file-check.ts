import { readFile } from 'node:fs/promises';
import { deckLimits, deckMessages } from '@medshelf/shared';
import type { ConverterSetting } from '../../config.ts';
import { checkPdf } from '../../documents/pdf-document.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { findConverter } from './processing/convert-presentation.ts';
import { type DeckFileType, sniffDeckFile } from './processing/sniff.ts';

export interface CheckedFile {
  type: DeckFileType;
  /** Known for PDFs; presentations are counted after conversion. */
  pageCount: number | null;
}

// Opening a PDF puts the whole file in mupdf's memory: a few at a time keeps a burst of
// uploads from exhausting the process.
const maxConcurrentChecks = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withCheckSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentChecks) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Decides from the bytes whether an uploaded file can become a deck; throws a clear 400 if not. */
export async function checkDeckFile(
  file: { path: string; size: number },
  converter: ConverterSetting,
): Promise<CheckedFile> {
  if (file.size === 0) throw badRequest(deckMessages.empty);
  const type = await sniffDeckFile(file.path);
  if (!type) throw badRequest(deckMessages.notADeck);
  if (type !== 'pdf') {
    if (!(await findConverter(converter))) throw badRequest(deckMessages.noConverter);
    return { type, pageCount: null };
  }
  const check = await withCheckSlot(async () => checkPdf(await readFile(file.path)));
  if (!check.ok) {
    throw badRequest(check.problem === 'encrypted' ? deckMessages.encrypted : deckMessages.corrupt);
  }
  if (check.pageCount > deckLimits.maxPages) throw badRequest(deckMessages.tooManyPages);
  return { type, pageCount: check.pageCount };
}
