import { Link } from 'react-router';
import { PageContainer } from '../page-container.tsx';
import { PageMeta } from '../page-meta.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { EmptyState } from '../ui/empty-state.tsx';

interface ContentNotFoundProps {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}

/** A whole page for a link to something that does not exist (or no longer does), with a way back. */
export function ContentNotFound({ title, description, backTo, backLabel }: ContentNotFoundProps) {
  return (
    <PageContainer narrow>
      <PageMeta title={title} />
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        title={title}
        action={
          <Link to={backTo} className={buttonClass('primary')}>
            {backLabel}
          </Link>
        }
      >
        <p>{description}</p>
      </EmptyState>
    </PageContainer>
  );
}
