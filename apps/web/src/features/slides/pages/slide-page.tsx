import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubjectCategories } from '../components/subject-categories.tsx';

export function SlidePage() {
  return (
    <PageContainer>
      <PageMeta
        title="Slides"
        description="Medical lecture slides by subject and topic: anatomy, physiology, medicine, surgery, dental, nursing and more."
      />
      <PageHeader
        title="Slides"
        description="Lecture decks by subject and topic. Choose a topic to see its slides."
        actions={
          <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
            Upload slides
          </Link>
        }
      />
      <div className="mb-10">
        <EmptyState title="No slides have been shared yet">
          <p>Be the first: upload a deck from your course and it will appear under its topic here.</p>
        </EmptyState>
      </div>
      <SubjectCategories headingLevel={2} />
    </PageContainer>
  );
}
