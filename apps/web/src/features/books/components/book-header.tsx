import type { BookDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { authorList, yearAndEdition } from './format.ts';

/** Where the book sits (Books › subject › category), its title, authors, year and edition. */
export function BookHeader({ book }: { book: BookDetail }) {
  const t = useT();
  const format = useFormat();
  const facts = [yearAndEdition(book, t), book.publisher].filter(Boolean).join(' · ');
  return (
    <header>
      <nav aria-label={t('ui.breadcrumb')} className="mb-2 text-sm text-slate-700">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.book()} className="underline-offset-2 hover:underline">
              {t('books.books')}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            <Link
              to={`${paths.book()}?tab=${encodeURIComponent(book.subject.slug)}`}
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {book.subject.name}
            </Link>
          </li>
          {book.category ? (
            <li className="flex items-center gap-1">
              <span aria-hidden="true">›</span>
              {book.category.name}
            </li>
          ) : null}
        </ol>
      </nav>
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {book.title}
      </h1>
      {book.authors.length ? (
        <p className="mt-2 text-slate-800">
          {t('books.by')} <span className="font-semibold">{authorList(book.authors, format.language)}</span>
        </p>
      ) : null}
      {facts ? <p className="mt-1 text-sm text-slate-700">{facts}</p> : null}
    </header>
  );
}
