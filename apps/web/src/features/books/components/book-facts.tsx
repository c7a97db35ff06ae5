import type { BookDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { authorList, editionLabel } from './format.ts';

/** Every catalogue field the book has, as a definition list (empty ones are left out). */
export function BookFacts({ book }: { book: BookDetail }) {
  const t = useT();
  const format = useFormat();
  const rows: { term: string; value: ReactNode }[] = [
    {
      term: t('books.authors', { count: book.authors.length }),
      value: authorList(book.authors, format.language),
    },
    { term: t('books.editionTerm'), value: editionLabel(book.edition, t) },
    { term: t('books.year'), value: book.year ? String(book.year) : '' },
    { term: t('books.publisher'), value: book.publisher },
    { term: 'ISBN', value: book.isbn ?? '' },
    {
      term: t('books.subject'),
      value: (
        <Link
          to={`${paths.book()}?tab=${encodeURIComponent(book.subject.slug)}`}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {book.subject.name}
        </Link>
      ),
    },
    { term: t('books.category'), value: book.category?.name ?? '' },
    { term: t('books.pages'), value: book.hasPdf && book.pageCount ? String(book.pageCount) : '' },
    { term: t('books.file'), value: book.downloadUrl ? `PDF, ${format.bytes(book.fileSize)}` : '' },
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows
        .filter((row) => row.value)
        .map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium text-slate-600">{row.term}</dt>
            <dd className="break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
