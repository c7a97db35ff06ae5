import type { DeckStatistics, MemberStatistics } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { useDeckStatistics } from '../api/deck-statistics.ts';
import { useMyStatistics } from '../api/my-statistics.ts';
import { CountsSummary } from '../components/counts-summary.tsx';
import { DecksTable } from '../components/decks-table.tsx';
import { MostReadPages } from '../components/most-read-pages.tsx';
import { SourcesList } from '../components/sources-list.tsx';
import { StatisticsCharts } from '../components/statistics-charts.tsx';

function Loading() {
  const t = useT();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('statistics.loading')}</span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What both pages show: the sums, the two charts and where views came from. */
function Overview({ stats, children }: { stats: DeckStatistics | MemberStatistics; children: ReactNode }) {
  const text = useSharedText('statistics', statisticsMessages);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{text.windowNote}</p>
      <CountsSummary window={stats.window} allTime={stats.allTime} />
      <StatisticsCharts days={stats.days} window={stats.window} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="sources" title={text.sourcesTitle}>
          <SourcesList sources={stats.sources} />
        </Section>
        {children}
      </div>
    </div>
  );
}

const uploadsCrumb = (t: Translate) => ({ label: t('upload.yourUploads'), to: paths.uploadedSlides() });

function DeckView({ deckId }: { deckId: string }) {
  const text = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const { data, isPending, isError, error, refetch } = useDeckStatistics(deckId);
  if (isPending) return <Loading />;
  if (isError) return <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  return (
    <>
      <PageMeta title={text.statisticsTitle(data.deck.title)} />
      <PageHeader
        title={text.statisticsTitle(data.deck.title)}
        crumbs={[
          uploadsCrumb(t),
          { label: text.allDecksLink, to: paths.uploadedStatistics() },
          { label: data.deck.title },
        ]}
        actions={
          <Link to={data.deck.path} className={buttonClass('secondary')}>
            {t('statistics.viewDeck')}
          </Link>
        }
      />
      <Overview stats={data}>
        <Section id="pages" title={text.mostReadPages}>
          <MostReadPages deck={data} />
        </Section>
      </Overview>
    </>
  );
}

function MemberView() {
  const text = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const { data, isPending, isError, error, refetch } = useMyStatistics();
  if (isPending) return <Loading />;
  if (isError) return <LoadFailed message={error.message} onRetry={() => void refetch()} />;
  return (
    <>
      <PageMeta title={text.allDecksTitle} />
      <PageHeader title={text.allDecksTitle} crumbs={[uploadsCrumb(t), { label: text.statisticsLink }]} />
      <Overview stats={data}>
        <Section id="decks" title={text.perDeckTitle}>
          <DecksTable decks={data.decks} />
        </Section>
      </Overview>
    </>
  );
}

/** `/uploadedslides/statistics/{deckId?}`: one deck's statistics, or all the member's decks. */
export function StatisticsPage() {
  const t = useT();
  const { slideDocId } = useParams();
  const { data: account, isPending } = useAccount();
  let body: ReactNode;
  if (isPending) body = <Loading />;
  else if (!account) {
    body = <SignInRequired title={t('statistics.signIn')} reason={t('statistics.signInReason')} />;
  } else body = slideDocId ? <DeckView deckId={slideDocId} /> : <MemberView />;
  return <PageContainer>{body}</PageContainer>;
}
