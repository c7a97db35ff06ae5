import type { JournalDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { useJournal } from '../api/get-journal.ts';
import { JournalArticles } from '../components/journal-articles.tsx';
import { JournalCover } from '../components/journal-cover.tsx';
import { JournalDetailsSkeleton } from '../components/journal-details-skeleton.tsx';
import { JournalHeader } from '../components/journal-header.tsx';

function summary(journal: JournalDetail, t: Translate): string {
  const text =
    journal.description.trim() ||
    (journal.publisher
      ? t('journals.summaryFrom', { name: journal.name, publisher: journal.publisher })
      : t('journals.summary', { name: journal.name }));
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

function JournalNotFound() {
  const t = useT();
  return (
    <ContentNotFound
      title={t('journals.notAvailable')}
      description={t('journals.notAvailableText')}
      backTo={paths.journal()}
      backLabel={t('journals.browse')}
    />
  );
}

// A slug the server refuses outright (too long) is treated like one it does not have.
const notFoundStatuses = [404, 400];

function JournalDetails({ journal }: { journal: JournalDetail }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageMeta title={journal.name} description={summary(journal, t)} image={journal.cover?.url} />
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr] md:grid-cols-[12rem_1fr]">
        <div className="mx-auto w-32 sm:w-full">
          <JournalCover cover={journal.cover} name={journal.name} priority className="rounded-lg shadow-md" />
        </div>
        <div className="min-w-0">
          <JournalHeader journal={journal} />
          {journal.description ? (
            <p className="mt-5 max-w-prose break-words whitespace-pre-line text-slate-800">
              {journal.description}
            </p>
          ) : null}
        </div>
      </div>
      <JournalArticles journal={journal} />
    </div>
  );
}

/** `/journaldetails?journal={slug}`: the slug is in the link, so it reloads and can be shared. */
export function JournalDetailsPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('journal')?.trim() ?? '';
  const query = useJournal(slug);

  if (!slug) return <JournalNotFound />;
  return (
    <QueryBoundary
      query={query}
      noun={t('journals.noun')}
      skeleton={<JournalDetailsSkeleton />}
      notFound={<JournalNotFound />}
      notFoundStatuses={notFoundStatuses}
    >
      {(journal) => <JournalDetails journal={journal} />}
    </QueryBoundary>
  );
}
