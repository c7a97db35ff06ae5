import type { SlideOverview } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/states/load-failed.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format.ts';
import { HydrateLater, HydrateListLater } from '../../../lib/hydrate-later.tsx';
import { useLanguageCode, useT } from '../../../lib/i18n/use-t.ts';
import { useProgressiveCount } from '../../../lib/use-progressive-count.ts';
import type { MoreRows } from '../api/get-slide-overview.ts';
import { DeckCard, DeckCardSkeleton } from './deck-card.tsx';

type OverviewCategory = SlideOverview['categories'][number];

interface CategoryRowsProps {
  categories: OverviewCategory[];
  more: MoreRows;
  headingLevel: 2 | 3;
  /** The first row is on screen when the page opens; its thumbnails should not wait. */
  firstRowEager?: boolean;
}

/** Two cards on a phone with the edge of a third showing, in a row that scrolls sideways. */
const rowClass = 'flex snap-x snap-mandatory gap-3 overflow-x-auto pb-3 sm:gap-4';
const cardClass = 'w-[40vw] max-w-56 shrink-0 snap-start sm:w-56';
/** The rows a laptop shows before scrolling; the server draws these, the browser adds the rest. */
const firstRows = 2;

/** One row of decks per category, each with its count and a "See all" of the category. */
export function CategoryRows({ categories, more, headingLevel, firstRowEager = false }: CategoryRowsProps) {
  const t = useT();
  const language = useLanguageCode();
  const Heading = `h${headingLevel}` as const;
  const CardHeading = headingLevel === 2 ? 3 : 4;
  const rows = useProgressiveCount(categories.length, firstRows, {
    more: more.available ? more.load : undefined,
  });
  const allDrawn = rows.shown >= categories.length;
  return (
    <>
      <div className="space-y-8">
        {categories.slice(0, rows.shown).map((category, rowIndex) => {
          const headingId = `deck-row-${category.slug}`;
          return (
            <section key={category.slug} aria-labelledby={headingId}>
              <div className="mb-3 flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <Heading id={headingId} className="text-xl font-semibold text-slate-900">
                    {category.name}
                  </Heading>
                  <p className="text-sm text-slate-600">
                    {t('slides.deckCount', {
                      count: category.total,
                      shown: formatCount(category.total, language),
                    })}
                  </p>
                </div>
                <Link
                  to={paths.slideCategory(category.slug)}
                  className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  aria-label={t('slides.seeAllOf', { category: category.name })}
                >
                  {t('slides.seeAll')}
                </Link>
              </div>
              <HydrateListLater itemIds={category.decks.map((deck) => deck.id)}>
                <ul className={rowClass}>
                  {category.decks.map((deck, index) => (
                    <HydrateLater key={deck.id}>
                      <li className={cardClass}>
                        <DeckCard
                          deck={deck}
                          headingLevel={CardHeading}
                          eager={firstRowEager && rowIndex === 0 && index < 5}
                        />
                      </li>
                    </HydrateLater>
                  ))}
                </ul>
              </HydrateListLater>
            </section>
          );
        })}
      </div>
      {/* Where the drawn rows end: the next row is drawn as this nears the screen. */}
      <div ref={rows.end} />
      {allDrawn && more.offline ? <p className="mt-8 text-slate-700">{t('slides.moreOffline')}</p> : null}
      {allDrawn && more.loading ? (
        <div className="mt-8">
          <CategoryRowsSkeleton rows={1} />
        </div>
      ) : null}
      {allDrawn && more.failed ? (
        <div className="mt-8">
          <LoadFailed message={t('slides.failed')} onRetry={more.load} />
        </div>
      ) : null}
    </>
  );
}

export function CategoryRowsSkeleton({ rows = 2 }: { rows?: number }) {
  const t = useT();
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">{t('deck.loadingSlides')}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
        <div key={row}>
          <div className="mb-3">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="mt-1 h-4 w-20" />
          </div>
          <div className="flex gap-3 overflow-hidden sm:gap-4">
            {Array.from({ length: 5 }, (_, card) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <div key={card} className={cardClass}>
                <DeckCardSkeleton />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
