import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { ContinueReading } from '../../reading/index.ts';
import { SubjectCategories } from '../../slides/index.ts';
import { ExploreCards } from '../components/explore-cards.tsx';
import { FollowingFeedSection } from '../components/following-feed.tsx';
import { NewestInYourSubjects } from '../components/newest-in-your-subjects.tsx';

export function HomePage() {
  const t = useT();
  const { data: account } = useAccount();
  return (
    <>
      <PageMeta title="MedShelf" description={t('home.metaDescription')} />
      <ContinueReading />
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('home.intro')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.slide()} className={buttonClass('primary')}>
              {t('home.browseSlides')}
            </Link>
            <Link to={paths.uploadSlide()} className={buttonClass('secondary')}>
              {t('home.shareSlides')}
            </Link>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {account ? <FollowingFeedSection /> : null}
        <ExploreCards />
        <NewestInYourSubjects />
        <section aria-labelledby="home-subjects" className="mt-12">
          <h2 id="home-subjects" className="text-2xl font-bold text-slate-900">
            {t('home.yourSubjects')}
          </h2>
          <p className="mt-1 text-slate-700">{t('home.pickTopic')}</p>
          <div className="mt-6">
            <SubjectCategories headingLevel={3} />
          </div>
        </section>
      </div>
    </>
  );
}
