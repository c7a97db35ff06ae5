import type { BookDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../../lib/format.ts';
import { authorList, editionLabel } from './format.ts';

/** Every catalogue field the book has, as a definition list (empty ones are left out). */
export function BookFacts({ book }: { book: BookDetail }) {
  const rows: { term: string; value: ReactNode }[] = [
    { term: book.authors.length > 1 ? 'Authors' : 'Author', value: authorList(book.authors) },
    { term: 'Edition', value: editionLabel(book.edition) },
    { term: 'Year', value: book.year ? String(book.year) : '' },
    { term: 'Publisher', value: book.publisher },
    { term: 'ISBN', value: book.isbn ?? '' },
    {
      term: 'Subject',
      value: (
        <Link
          to={`${paths.book()}?tab=${encodeURIComponent(book.subject.slug)}`}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {book.subject.name}
        </Link>
      ),
    },
    { term: 'Category', value: book.category?.name ?? '' },
    { term: 'Pages', value: book.hasPdf && book.pageCount ? String(book.pageCount) : '' },
    { term: 'File', value: book.downloadUrl ? `PDF, ${formatBytes(book.fileSize)}` : '' },
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
