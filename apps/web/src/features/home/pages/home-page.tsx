import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useAccount } from '../../auth/index.ts';
import { ContinueReading } from '../../reading/index.ts';
import { SubjectCategories } from '../../slides/index.ts';
import { ExploreCards } from '../components/explore-cards.tsx';
import { FollowingFeedSection } from '../components/following-feed.tsx';
import { NewestInYourSubjects } from '../components/newest-in-your-subjects.tsx';

export function HomePage() {
  const { data: account } = useAccount();
  return (
    <>
      <PageMeta
        title="MedShelf"
        description="Free slides, books, journals, articles and news for students of medicine, dentistry, nursing, Ayurveda and physiotherapy."
      />
      <ContinueReading />
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Slides, books and journals for every year of your course
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            MedShelf gathers lecture slides, textbooks, journals and medical news for students of MBBS, BDS,
            nursing, BAMS and physiotherapy. Read page by page on any phone, even on a slow network.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.slide()} className={buttonClass('primary')}>
              Browse slides
            </Link>
            <Link to={paths.uploadSlide()} className={buttonClass('secondary')}>
              Share your slides
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
            Your subjects
          </h2>
          <p className="mt-1 text-slate-700">Pick a topic to see its slides.</p>
          <div className="mt-6">
            <SubjectCategories headingLevel={3} />
          </div>
        </section>
      </div>
    </>
  );
}
