import type { DeckDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { SignInRequired } from '../../../components/states/sign-in-required.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { progressOf } from '../api/deck-progress.ts';
import { UploadDeckForm } from '../components/upload-deck-form.tsx';
import { UploadEditDeck } from '../components/upload-edit-deck.tsx';
import { UploadProcessingStatus } from '../components/upload-processing-status.tsx';
import { UploadReplaceFile } from '../components/upload-replace-file.tsx';

/**
 * After the upload: the live status, and what to do next. It takes the place of a long form whose
 * button was at the bottom, so the view and the focus move up to it (on a phone the footer showed).
 */
function Uploaded({ deck, onAnother }: { deck: DeckDetail; onAnother(): void }) {
  const t = useT();
  const [replacing, setReplacing] = useState(false);
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'start' });
    shown.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={shown} tabIndex={-1} className="space-y-6 focus:outline-none">
      <p className="text-slate-700">{t('upload.isUploaded', { title: deck.title })}</p>
      <UploadProcessingStatus
        progress={progressOf(deck)}
        category={deck.category.slug}
        subCategory={deck.subCategory.slug}
        onReplace={replacing ? undefined : () => setReplacing(true)}
      />
      {replacing ? <UploadReplaceFile deckId={deck.id} onReplaced={() => setReplacing(false)} /> : null}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.editSlide(deck.owner.id, deck.id)} className={buttonClass('secondary')}>
          {t('upload.editDetails')}
        </Link>
        <Link to={paths.uploadedSlides()} className={buttonClass('secondary')}>
          {t('upload.yourUploads')}
        </Link>
        <button type="button" className={buttonClass('ghost')} onClick={onAnother}>
          {t('upload.another')}
        </button>
      </div>
    </div>
  );
}

function NewDeck() {
  const [uploaded, setUploaded] = useState<DeckDetail | null>(null);
  return uploaded ? (
    <Uploaded deck={uploaded} onAnother={() => setUploaded(null)} />
  ) : (
    <UploadDeckForm onUploaded={setUploaded} />
  );
}

/** `/uploadslide` uploads a new deck; `/uploadslide/:userId/:slideDocId` edits one. */
export function UploadSlidePage() {
  const t = useT();
  const { userId, slideDocId } = useParams();
  const { data: account, isPending, fetchStatus } = useAccount();
  const editing = Boolean(slideDocId);

  let body: ReactNode;
  if (isPending && fetchStatus === 'paused') {
    body = <p className="text-slate-700">{t('upload.needsConnection')}</p>;
  } else if (isPending) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
      </div>
    );
  } else if (!account) {
    body = <SignInRequired title={t('upload.joinTitle')} reason={t('upload.joinReason')} />;
  } else if (slideDocId) {
    body = <UploadEditDeck key={slideDocId} deckId={slideDocId} urlUserId={userId} />;
  } else {
    body = <NewDeck />;
  }

  return (
    <PageContainer narrow>
      <PageMeta
        title={editing ? t('upload.editPageTitle') : t('upload.pageTitle')}
        description={t('upload.metaDescription')}
      />
      <PageHeader
        title={editing ? t('upload.editHeader') : t('upload.pageTitle')}
        description={editing ? t('upload.editIntro') : t('upload.newIntro')}
        crumbs={
          editing
            ? [
                { label: t('upload.yourUploads'), to: paths.uploadedSlides() },
                { label: t('upload.editHeader') },
              ]
            : undefined
        }
      />
      {body}
    </PageContainer>
  );
}
