import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePreferredSubjects } from '../../preferences/index.ts';
import { CategoryRows, CategoryRowsSkeleton, useSlideOverview } from '../../slides/index.ts';

/**
 * The newest decks of each category in the visitor's subjects (every subject without a
 * preference). A site with no decks yet shows nothing here: the topic index below says enough.
 */
export function NewestInYourSubjects() {
  const t = useT();
  const preferred = usePreferredSubjects();
  const { overview, more } = useSlideOverview(preferred ?? [], 'newest');
  // Offline or failed: the rest of the home page stands on its own, so this stays out of the way.
  if (overview.isPending && overview.fetchStatus !== 'paused') {
    return (
      <div className="mt-12">
        <CategoryRowsSkeleton rows={1} />
      </div>
    );
  }
  const categories = overview.data ?? [];
  if (!categories.length) return null;
  return (
    <section aria-labelledby="home-newest" className="mt-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-newest" className="text-2xl font-bold text-slate-900">
            {preferred ? t('home.newInYourSubjects') : t('home.newOnMedShelf')}
          </h2>
          <p className="mt-1 text-slate-700">{t('home.latestDecks')}</p>
        </div>
        <Link
          to={paths.slide()}
          className="min-h-11 content-center font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('home.browseAllSlides')}
        </Link>
      </div>
      <CategoryRows categories={categories} more={more} headingLevel={3} />
    </section>
  );
}
