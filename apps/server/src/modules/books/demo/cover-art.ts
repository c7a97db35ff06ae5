import { PdfPages, type RenderedPage } from '../../../documents/pdf-document.ts';
import { type BookPdfContent, makeBookPdf } from './book-pdf.ts';

/** A generated title page (as a book's page 1 looks), rendered to pixels for a demo cover. */
export async function coverArt(
  content: Omit<BookPdfContent, 'chapters'>,
  width = 600,
): Promise<RenderedPage> {
  const pdf = new PdfPages(await makeBookPdf({ ...content, chapters: [] }));
  try {
    return pdf.render(1, width);
  } finally {
    pdf.close();
  }
}
