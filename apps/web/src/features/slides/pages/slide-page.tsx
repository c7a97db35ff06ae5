import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { SlideOverviewSection } from '../components/slide-overview-section.tsx';
import { SlideSubjectFilter, useSlideSubjects } from '../components/slide-subject-filter.tsx';
import { SortControl } from '../components/sort-control.tsx';
import { SubjectCategories } from '../components/subject-categories.tsx';

export function SlidePage() {
  const t = useT();
  const { subjects, chosen } = useSlideSubjects();
  return (
    <PageContainer>
      <PageMeta title={t('deck.slides')} description={t('slides.metaDescription')} />
      <PageHeader
        title={t('deck.slides')}
        description={t('slides.intro')}
        actions={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            {t('upload.pageTitle')}
          </Link>
        }
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <SlideSubjectFilter />
        <SortControl />
      </div>
      <div className="mb-12">
        <SlideOverviewSection />
      </div>
      {/* The topic index follows the subject filter; "Your subjects" is its own default. */}
      <section aria-label={t('slides.allTopics')}>
        <SubjectCategories headingLevel={2} subjects={chosen ? subjects : undefined} />
      </section>
    </PageContainer>
  );
}
