import { localPdf } from '../../documents/local-pdf.ts';
import type { RenderedPage } from '../../documents/pdf-document.ts';
import { type RenderPool, renderPriority } from '../../documents/render-pool.ts';
import { type BookPdfContent, makeBookPdf } from './book-pdf.ts';

/** A generated title page (as a book's page 1 looks), rendered to pixels for a demo cover. */
export async function coverArt(
  pool: RenderPool,
  content: Omit<BookPdfContent, 'chapters'>,
  width = 600,
): Promise<RenderedPage> {
  const pdf = await localPdf(await makeBookPdf({ ...content, chapters: [] }));
  try {
    return await pool.renderPixels({ path: pdf.path, number: 1, width }, renderPriority.bulk);
  } finally {
    await pdf.dispose();
  }
}
