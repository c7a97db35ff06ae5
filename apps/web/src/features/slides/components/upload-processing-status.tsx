import type { DeckProgress } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { paths } from '@medshelf/shared/routes';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useDeckProgress } from '../hooks/use-deck-progress.ts';

interface UploadProcessingStatusProps {
  progress: DeckProgress;
  /** Where "View your deck" goes once it is ready. */
  category: string;
  subCategory: string;
  /** Offered when processing failed; absent where replacing is shown anyway. */
  onReplace?: () => void;
}

const headings = {
  queued: 'manage.queued',
  processing: 'manage.processing',
  ready: 'manage.ready',
  failed: 'manage.failed',
} as const satisfies Record<string, MessageId>;

/** Live status after an upload: queued → processing (page X of N) → ready | failed. */
export function UploadProcessingStatus({
  progress,
  category,
  subCategory,
  onReplace,
}: UploadProcessingStatusProps) {
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const serverText = useServerText();
  const id = useId();
  const { status, pagesDone, pageCount, failureReason } = useDeckProgress(progress);
  const known = status === 'processing' && pageCount > 0;
  const tone =
    status === 'ready'
      ? 'border-green-300 bg-green-50'
      : status === 'failed' || status === 'removed'
        ? 'border-red-300 bg-red-50'
        : 'border-slate-200 bg-white';

  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-xl border p-4 ${tone}`}>
      {/* Only the status itself is announced: a screen reader need not read every page. */}
      <div role="status">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {status === 'removed' ? deckText.removed : t(headings[status])}
        </h2>
      </div>
      {status === 'queued' || status === 'processing' ? (
        <>
          <div className="mt-2 flex items-baseline justify-between gap-3 text-sm text-slate-700">
            <label htmlFor={`${id}-bar`}>
              {known ? t('manage.renderingPages') : t('manage.openingFile')}
            </label>
            {known ? (
              <span className="tabular-nums">
                {t('manage.pageOf', { done: pagesDone, count: pageCount })}
              </span>
            ) : null}
          </div>
          <progress
            id={`${id}-bar`}
            className="mt-2 block h-3 w-full accent-brand-700"
            max={known ? pageCount : undefined}
            value={known ? pagesDone : undefined}
            aria-valuetext={known ? t('manage.pageOf', { done: pagesDone, count: pageCount }) : undefined}
          />
          <p className="mt-2 text-sm text-slate-700">{t('manage.canLeave')}</p>
        </>
      ) : null}
      {status === 'ready' ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Link
            to={paths.slideDetails(progress.id, category, subCategory)}
            className={buttonClass('primary')}
          >
            {t('manage.viewDeck')}
          </Link>
        </div>
      ) : null}
      {status === 'removed' ? <p className="mt-2 text-red-800">{deckText.removedCannotChange}</p> : null}
      {status === 'failed' ? (
        <>
          <p className="mt-2 text-red-800">
            {failureReason ? serverText(failureReason) : deckText.processingFailed}
          </p>
          {onReplace ? (
            <button type="button" className={buttonClass('primary', 'mt-3')} onClick={onReplace}>
              {t('manage.replaceFile')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
