import type { BookDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useKeepReadingPosition } from '../../reading/index.ts';
import { DeckViewer, useStartPage } from '../../slides/index.ts';

/**
 * The book read in the browser, page by page: the slides' viewer on the book's page images
 * (one page fitted to the window or to the width, ←/→, swipe, counter, thumbnails, fullscreen,
 * zoom). Only the pages near the reader are
 * fetched; the PDF itself is never downloaded to read it.
 */
export function BookReader({ book }: { book: BookDetail }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const keepPage = useKeepReadingPosition(
    useMemo(
      () => ({
        kind: 'book' as const,
        id: book.id,
        title: book.title,
        path: paths.bookDetails(book.id),
        image: book.cover,
        pageCount: book.pageCount,
      }),
      [book],
    ),
  );
  // A link to a page (`?read=1&page=N`, e.g. from a search result) is opened at that page by the
  // viewer; the reader's top must not take the scroll back from it.
  const openedAtPage = (useStartPage(book.pages.length) ?? 1) > 1;
  // Opening the reader (or reloading a link to it) brings its top under the navigation (the
  // page's scroll padding), and a screen reader hears where it landed.
  useEffect(() => {
    if (!openedAtPage) heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [openedAtPage]);
  return (
    // A fitted page leaves room for this heading above it: the heading and a whole page are
    // on screen together.
    <section aria-labelledby="book-reader" className="mt-8 [--reader-room:3.5rem]">
      <h2
        id="book-reader"
        ref={heading}
        tabIndex={-1}
        className="mb-3 text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t('books.reading', { title: book.title })}
      </h2>
      <DeckViewer title={book.title} pages={book.pages} onPageShown={keepPage} />
    </section>
  );
}
