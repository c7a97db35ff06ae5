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
  const [replacing, setReplacing] = useState(false);
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'start' });
    shown.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={shown} tabIndex={-1} className="space-y-6 focus:outline-none">
      <p className="text-slate-700">
        <span className="font-medium text-slate-900">“{deck.title}”</span> is uploaded.
      </p>
      <UploadProcessingStatus
        progress={progressOf(deck)}
        category={deck.category.slug}
        subCategory={deck.subCategory.slug}
        onReplace={replacing ? undefined : () => setReplacing(true)}
      />
      {replacing ? <UploadReplaceFile deckId={deck.id} onReplaced={() => setReplacing(false)} /> : null}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.editSlide(deck.owner.id, deck.id)} className={buttonClass('secondary')}>
          Edit details
        </Link>
        <Link to={paths.uploadedSlides()} className={buttonClass('secondary')}>
          Your uploads
        </Link>
        <button type="button" className={buttonClass('ghost')} onClick={onAnother}>
          Upload another deck
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
  const { userId, slideDocId } = useParams();
  const { data: account, isPending, fetchStatus } = useAccount();
  const editing = Boolean(slideDocId);

  let body: ReactNode;
  if (isPending && fetchStatus === 'paused') {
    body = (
      <p className="text-slate-700">
        Uploading needs a connection. This page will be ready when you are back online.
      </p>
    );
  } else if (isPending) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
      </div>
    );
  } else if (!account) {
    body = (
      <SignInRequired
        title="Join MedShelf to upload"
        reason="Uploading needs a free account, so your decks stay yours to edit or remove."
      />
    );
  } else if (slideDocId) {
    body = <UploadEditDeck key={slideDocId} deckId={slideDocId} urlUserId={userId} />;
  } else {
    body = <NewDeck />;
  }

  return (
    <PageContainer narrow>
      <PageMeta
        title={editing ? 'Edit your deck' : 'Upload slides'}
        description="Share your lecture slides with students across MedShelf."
      />
      <PageHeader
        title={editing ? 'Edit deck' : 'Upload slides'}
        description={
          editing
            ? 'Change the details of your deck, replace its file or delete it.'
            : 'Share a PDF or PowerPoint deck with students everywhere.'
        }
        crumbs={
          editing
            ? [{ label: 'Your uploads', to: paths.uploadedSlides() }, { label: 'Edit deck' }]
            : undefined
        }
      />
      {body}
    </PageContainer>
  );
}
