import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAccount } from '../../auth/index.ts';
import { EditorTabs, isEditorTab } from '../components/editor-tabs.tsx';

/**
 * `/editor/:tab?`: editors manage books, journals and feeds, and handle reports (PRODUCT.md "Roles"). The server
 * refuses every editor call from anyone else; this page only says so plainly, and asks for nothing.
 */
export function EditorPage() {
  const { tab } = useParams();
  const { data: account, isPending, fetchStatus } = useAccount();

  let body: ReactNode;
  if (tab !== undefined && !isEditorTab(tab)) return <Navigate to={paths.editor()} replace />;
  if (isPending && fetchStatus === 'paused') {
    body = (
      <p className="text-slate-700">
        The editor screen needs a connection. It will open when you are back online.
      </p>
    );
  } else if (isPending) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-11 w-72 max-w-full" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  } else if (!account) {
    body = (
      <SignInRequired
        title="Sign in to use the editor screen"
        reason="Editors manage the books, journals and feeds of MedShelf after signing in."
      />
    );
  } else if (account.user.role !== 'editor') {
    body = (
      <EmptyState
        title="Editors only"
        action={
          <Link to={paths.home()} className={buttonClass('primary')}>
            Go to the home page
          </Link>
        }
      >
        <p>
          This screen is for MedShelf's editors, who manage books, journals and feeds. Your account is not an
          editor account.
        </p>
      </EmptyState>
    );
  } else {
    body = <EditorTabs tab={isEditorTab(tab) ? tab : 'books'} />;
  }

  return (
    <PageContainer>
      <PageMeta title="Editor" description="Manage the books, journals, feeds and reports of MedShelf." />
      <PageHeader
        title="Editor"
        description="Books, journals, the feeds articles and news come from, and readers’ reports."
      />
      {body}
    </PageContainer>
  );
}
