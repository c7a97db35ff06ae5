import type { DeckDetail } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { messages } from '@medshelf/shared/messages';
import { paths } from '@medshelf/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { failureMessage, notify } from '../../../lib/notify.ts';
import { progressOf } from '../api/deck-progress.ts';
import { deckQuery } from '../api/get-deck.ts';
import { useUpdateDeck } from '../api/update-deck.ts';
import { showServerFieldErrors, useDeckForm } from '../hooks/use-upload-form.ts';
import { UploadDeleteDialog } from './upload-delete-dialog.tsx';
import { UploadMetadataFields } from './upload-metadata-fields.tsx';
import { UploadProcessingStatus } from './upload-processing-status.tsx';
import { UploadReplaceFile } from './upload-replace-file.tsx';

/** `/uploadslide/:userId/:slideDocId`: the owner edits a deck; anyone else is told they cannot. */
export function UploadEditDeck({ deckId, urlUserId }: { deckId: string; urlUserId: string | undefined }) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const navigate = useNavigate();
  // The live status comes from useDeckProgress: the viewer's 2-second poll is not needed here.
  const {
    data: deck,
    error,
    isPending,
    fetchStatus,
    refetch,
  } = useQuery({
    ...deckQuery(deckId),
    refetchInterval: false,
  });
  const owned = deck?.viewer.isOwner === true;

  // An edit link with someone else's id in it still works for the owner, under its own address.
  useEffect(() => {
    if (owned && deck && urlUserId !== deck.owner.id) {
      navigate(paths.editSlide(deck.owner.id, deck.id), { replace: true });
    }
  }, [owned, deck, urlUserId, navigate]);

  if (isPending && fetchStatus === 'paused') {
    return <p className="text-slate-700">{t('manage.deckOffline')}</p>;
  }
  if (isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('manage.loadingDeck')}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  const refused = error instanceof ApiError && [401, 403, 404].includes(error.status);
  if (error && !refused) {
    return (
      <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{error.message || messages.checkConnection}</p>
        <button type="button" className={buttonClass('primary', 'mt-3')} onClick={() => refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (!deck || !owned) {
    return (
      <EmptyState
        title={t('manage.cannotEdit')}
        action={
          <Link to={paths.uploadedSlides()} className={buttonClass('primary')}>
            {t('manage.goToUploads')}
          </Link>
        }
      >
        <p>{t('manage.cannotEditText')}</p>
      </EmptyState>
    );
  }
  if (deck.status === 'removed') {
    return (
      <EmptyState
        title={deckText.removed}
        action={
          <>
            <UploadDeleteDialog
              deckId={deck.id}
              title={deck.title}
              onDeleted={() => navigate(paths.uploadedSlides(), { replace: true })}
            />
            <Link to={paths.uploadedSlides()} className={buttonClass('primary')}>
              {t('manage.goToUploads')}
            </Link>
          </>
        }
      >
        {deck.removal?.note ? <p className="break-words whitespace-pre-line">{deck.removal.note}</p> : null}
        <p>{deckText.removedCannotChange}</p>
      </EmptyState>
    );
  }
  return <EditDeckSections deck={deck} />;
}

function EditDeckSections({ deck }: { deck: DeckDetail }) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const [replacing, setReplacing] = useState(false);
  const update = useUpdateDeck(deck.id);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useDeckForm({
    title: deck.title,
    description: deck.description,
    category: deck.category.slug,
    subCategory: deck.subCategory.slug,
    tags: deck.tags,
    allowDownload: deck.allowDownload,
  });

  const save = form.handleSubmit(async (patch) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(patch);
      // What was saved becomes the new starting point (the server may have tidied it).
      form.reset({
        title: saved.title,
        description: saved.description,
        category: saved.category.slug,
        subCategory: saved.subCategory.slug,
        tags: saved.tags,
        allowDownload: saved.allowDownload,
      });
      notify('success', deckText.saved);
    } catch (error) {
      if (error instanceof ApiError && showServerFieldErrors(form, error)) return;
      setAlert(failureMessage(error));
    }
  });

  return (
    <div className="space-y-10">
      <section aria-labelledby="deck-file" className="space-y-4">
        <h2 id="deck-file" className="text-xl font-semibold text-slate-900">
          {t('books.file')}
        </h2>
        <p className="text-slate-700">
          <span className="font-medium break-all text-slate-900">{deck.originalName}</span> (
          {format.bytes(deck.originalSize)}
          {deck.pageCount ? `, ${format.count('deck.pages', deck.pageCount)}` : ''})
        </p>
        <UploadProcessingStatus
          progress={progressOf(deck)}
          category={deck.category.slug}
          subCategory={deck.subCategory.slug}
        />
        {replacing ? (
          <>
            <UploadReplaceFile deckId={deck.id} onReplaced={() => setReplacing(false)} />
            <button type="button" className={buttonClass('ghost')} onClick={() => setReplacing(false)}>
              {t('manage.keepFile')}
            </button>
          </>
        ) : (
          <button type="button" className={buttonClass('secondary')} onClick={() => setReplacing(true)}>
            {t('manage.replaceFile')}
          </button>
        )}
      </section>

      <section aria-labelledby="deck-details">
        <h2 id="deck-details" className="mb-4 text-xl font-semibold text-slate-900">
          {t('manage.details')}
        </h2>
        <form onSubmit={save} noValidate className="space-y-6" aria-labelledby="deck-details">
          <UploadMetadataFields form={form} disabled={update.isPending} />
          {alert ? (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {alert}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('manage.saveChanges')}
          </button>
        </form>
      </section>

      <section aria-labelledby="deck-delete" className="rounded-xl border border-red-200 p-4">
        <h2 id="deck-delete" className="text-xl font-semibold text-slate-900">
          {t('manage.deleteThis')}
        </h2>
        <p className="mt-1 text-slate-700">{t('manage.deleteGoesWith')}</p>
        <div className="mt-3">
          <UploadDeleteDialog
            deckId={deck.id}
            title={deck.title}
            triggerLabel={t('manage.deleteDeck')}
            triggerClassName={buttonClass('secondary', 'border-red-700! text-red-700!')}
            onDeleted={() => navigate(paths.uploadedSlides())}
          />
        </div>
      </section>
    </div>
  );
}
