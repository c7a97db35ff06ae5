import type { DeckDetail } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { paths } from '@medshelf/shared/routes';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { UploadDeleteDialog } from './upload-delete-dialog.tsx';

/**
 * What the owner sees of a deck that is not ready: where processing is, and on failure the
 * reason and a way to upload the file again. Others never get here (the API answers 404).
 */
export function DeckProcessing({ deck }: { deck: DeckDetail }) {
  const t = useT();
  if (deck.removal) return <DeckRemoved deck={deck} removal={deck.removal} />;
  const failed = deck.status === 'failed';
  const total = deck.pageCount;
  return (
    <section
      aria-labelledby="deck-processing"
      className={`rounded-xl border p-6 ${failed ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 id="deck-processing" className="text-lg font-semibold text-slate-900">
        {failed ? t('deck.couldNotProcess') : t('deck.beingPrepared')}
      </h2>
      <div role="status" aria-live="polite" className="mt-2 text-slate-800">
        {failed ? (
          <p>{deck.failureReason ?? t('deck.processingFailed')}</p>
        ) : deck.status === 'queued' ? (
          <p>{t('deck.waitingTurn')}</p>
        ) : (
          <p>
            {total
              ? deck.pagesDone > 0
                ? t('deck.pagesReadyReadBelow', { done: deck.pagesDone, count: total })
                : t('deck.pagesReady', { done: deck.pagesDone, count: total })
              : t('deck.openingFile')}
          </p>
        )}
      </div>
      {!failed ? (
        <div
          role="progressbar"
          aria-label={t('deck.processingProgress')}
          aria-valuemin={0}
          aria-valuemax={total || undefined}
          aria-valuenow={total ? deck.pagesDone : undefined}
          className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
            style={{ width: `${total ? Math.round((deck.pagesDone / total) * 100) : 0}%` }}
          />
        </div>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">{t('deck.onlyYou')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={paths.editSlide(deck.owner.id, deck.id)}
          className={buttonClass(failed ? 'primary' : 'secondary')}
        >
          {failed ? t('deck.uploadAgain') : t('upload.editDetails')}
        </Link>
        <Link to={paths.uploadedSlides()} className={buttonClass('ghost')}>
          {t('upload.yourUploads')}
        </Link>
      </div>
    </section>
  );
}

/** The owner's view of a deck the editors took down: why, and that deleting is all that is left. */
function DeckRemoved({ deck, removal }: { deck: DeckDetail; removal: NonNullable<DeckDetail['removal']> }) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="deck-removed" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h2 id="deck-removed" className="text-lg font-semibold text-slate-900">
        {deckText.removed}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {t('deck.removedOn')} <time dateTime={removal.removedAt}>{format.date(removal.removedAt)}</time>
      </p>
      {removal.note ? (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">{removal.note}</p>
      ) : null}
      <p className="mt-4 text-slate-800">{deckText.removedCannotChange}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <UploadDeleteDialog
          deckId={deck.id}
          title={deck.title}
          onDeleted={() => navigate(paths.uploadedSlides(), { replace: true })}
        />
        <Link to={paths.uploadedSlides()} className={buttonClass('ghost')}>
          {t('upload.yourUploads')}
        </Link>
      </div>
    </section>
  );
}
