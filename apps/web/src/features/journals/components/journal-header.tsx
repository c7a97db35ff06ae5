import type { JournalDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ShareMenu } from '../../slides/index.ts';

/** Name, publisher, ISSN, subject, the way to its website and to share it. */
export function JournalHeader({ journal }: { journal: JournalDetail }) {
  const t = useT();
  const facts = [
    { term: t('books.publisher'), value: journal.publisher },
    { term: 'ISSN', value: journal.issn ?? '' },
    { term: t('books.subject'), value: journal.subject.name },
  ].filter((fact) => fact.value);
  return (
    <header>
      <nav aria-label={t('ui.breadcrumb')} className="mb-2 text-sm text-slate-700">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.journal()} className="underline-offset-2 hover:underline">
              {t('journals.journals')}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            <Link
              to={`${paths.journal()}?subject=${encodeURIComponent(journal.subject.slug)}`}
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {journal.subject.name}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {journal.name}
      </h1>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="contents">
            <dt className="font-medium text-slate-600">{fact.term}</dt>
            <dd className="break-words text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {journal.homepage ? (
          <a
            href={journal.homepage}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary')}
          >
            <Icon name="link" />
            {t('journals.visitWebsite')}
            <span className="sr-only"> {t('ui.opensNewTab')}</span>
          </a>
        ) : null}
        <ShareMenu path={paths.journalDetails(journal.slug)} title={journal.name} />
      </div>
    </header>
  );
}
