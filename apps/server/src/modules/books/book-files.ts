import { bookLimits, bookMessages } from '@medshelf/shared';
import type { TempFile } from '../../documents/covers.ts';
import type { PdfChecker } from '../../documents/pdf-document.ts';
import { TaskTimedOut } from '../../documents/render-pool.ts';
import { sniffDeckFile } from '../../documents/sniff.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

/** Decides from the bytes whether a file can be a book's PDF; throws a clear 400 (or 413) if not. */
export async function checkBookPdf(
  file: Pick<TempFile, 'path' | 'size'>,
  checkPdf: PdfChecker,
): Promise<{ pageCount: number }> {
  if (file.size === 0) throw badRequest(bookMessages.empty);
  if (file.size > bookLimits.maxPdfBytes) throw new HttpError(413, 'bad_request', bookMessages.pdfTooLarge);
  // Never the name or the declared type: a renamed program is not a PDF.
  if ((await sniffDeckFile(file.path)) !== 'pdf') throw badRequest(bookMessages.notAPdf);
  const check = await checkPdf(file.path).catch((error: unknown) => {
    throw error instanceof TaskTimedOut ? badRequest(bookMessages.tooComplex) : error;
  });
  if (!check.ok)
    throw badRequest(check.problem === 'encrypted' ? bookMessages.encrypted : bookMessages.corrupt);
  if (check.pageCount > bookLimits.maxPages) throw badRequest(bookMessages.tooManyPages);
  return { pageCount: check.pageCount };
}
