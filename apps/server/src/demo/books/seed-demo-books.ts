import { coverFromPixels } from '../../documents/covers.ts';
import { localPdf } from '../../documents/local-pdf.ts';
import { type RenderPool, renderPriority } from '../../documents/render-pool.ts';
import { type BooksContext, createBook, validateBook } from '../../modules/books/index.ts';
import { hasBooks } from '../demo-repository.ts';
import { makeBookPdf } from './book-pdf.ts';
import { coverArt } from './cover-art.ts';
import { demoBooks, demoChapters, demoIsbn } from './demo-books.ts';

/**
 * The demo books, through the real pipeline: checked like an editor's input, PDFs stored and
 * queued (their covers are made from page 1 by processing); link-only books get a generated
 * cover. Skipped when the library already has books. Returns how many were added.
 */
export async function seedDemoBooks(
  ctx: BooksContext,
  pool: RenderPool,
  limit = demoBooks.length,
): Promise<number> {
  if (await hasBooks(ctx.db)) return 0;
  let added = 0;
  for (const [index, demo] of demoBooks.slice(0, limit).entries()) {
    const book = await validateBook(ctx.db, {
      title: demo.title,
      authors: demo.authors,
      edition: demo.edition,
      year: demo.year,
      publisher: 'MedShelf Demo Press',
      isbn: demoIsbn(index + 1),
      subject: demo.subject,
      category: demo.category,
      description: `${demo.title} covers ${demo.topic} in three short chapters written for students, with key points and review questions. Generated demo content.`,
      externalUrl: demo.linkOnly ? `https://example.org/books/${index + 1}` : undefined,
    });
    const content = {
      title: demo.title,
      authors: demo.authors,
      edition: `${demo.edition} edition`,
      accent: demo.accent,
    };
    if (demo.linkOnly) {
      await createBook(ctx, null, book, { cover: await coverFromPixels(await coverArt(pool, content)) });
    } else {
      const bytes = Buffer.from(await makeBookPdf({ ...content, chapters: demoChapters(demo) }));
      const pdf = await localPdf(bytes);
      const check = await pool.check(pdf.path, renderPriority.bulk).finally(pdf.dispose);
      const pageCount = check.ok ? check.pageCount : 0;
      await createBook(ctx, null, book, { pdf: { open: () => bytes, size: bytes.length, pageCount } });
    }
    added += 1;
  }
  return added;
}
