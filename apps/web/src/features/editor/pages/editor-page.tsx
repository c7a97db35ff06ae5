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
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { EditorTabs, isEditorTab } from '../components/editor-tabs.tsx';

/**
 * `/editor/:tab?`: editors manage books, journals and feeds, and handle reports (PRODUCT.md "Roles"). The server
 * refuses every editor call from anyone else; this page only says so plainly, and asks for nothing.
 */
export function EditorPage() {
  const { tab } = useParams();
  const t = useT();
  const { data: account, isPending, fetchStatus } = useAccount();

  let body: ReactNode;
  if (tab !== undefined && !isEditorTab(tab)) return <Navigate to={paths.editor()} replace />;
  if (isPending && fetchStatus === 'paused') {
    body = <p className="text-slate-700">{t('editor.offline')}</p>;
  } else if (isPending) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-11 w-72 max-w-full" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  } else if (!account) {
    body = <SignInRequired title={t('editor.signInTitle')} reason={t('editor.signInReason')} />;
  } else if (account.user.role !== 'editor') {
    body = (
      <EmptyState
        title={t('editor.editorsOnly')}
        action={
          <Link to={paths.home()} className={buttonClass('primary')}>
            {t('editor.goHome')}
          </Link>
        }
      >
        <p>{t('editor.notEditor')}</p>
      </EmptyState>
    );
  } else {
    body = <EditorTabs tab={isEditorTab(tab) ? tab : 'books'} />;
  }

  return (
    <PageContainer>
      <PageMeta title={t('editor.title')} description={t('editor.metaDescription')} />
      <PageHeader title={t('editor.title')} description={t('editor.description')} />
      {body}
    </PageContainer>
  );
}
