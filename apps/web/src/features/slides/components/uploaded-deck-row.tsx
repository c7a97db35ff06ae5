import type { OwnDeck } from '@medshelf/shared';
import { deckMessages } from '@medshelf/shared/deck-limits';
import { paths } from '@medshelf/shared/routes';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { RowThumbnail } from '../../../components/ui/row-thumbnail.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { progressOf } from '../api/deck-progress.ts';
import { UploadDeleteDialog } from './upload-delete-dialog.tsx';
import { UploadStatusBadge } from './upload-status-badge.tsx';

const thumbBox = 'aspect-[4/3] h-auto w-24 shrink-0 rounded-lg bg-slate-100 sm:w-32';

/** One of the user's own decks: thumbnail, title, live status, counts and what they can do. */
export function UploadedDeckRow({ deck }: { deck: OwnDeck }) {
  const statisticsText = useSharedText('statistics', statisticsMessages);
  const deckText = useSharedText('deck', deckMessages);
  const t = useT();
  const format = useFormat();
  const view = paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug);
  const edit = paths.editSlide(deck.owner.id, deck.id);
  const ready = deck.status === 'ready';
  const removed = deck.status === 'removed';
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4">
      <RowThumbnail
        image={
          deck.thumbnail
            ? { url: deck.thumbnail, width: deck.thumbnailWidth, height: deck.thumbnailHeight }
            : null
        }
        box={thumbBox}
        fit="object-contain"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="line-clamp-2 font-semibold text-slate-900">
          <Link to={ready || removed ? view : edit} className="hover:text-brand-800 hover:underline">
            {deck.title}
          </Link>
        </h2>
        <p className="truncate text-sm text-brand-800">
          {deck.category.name} › {deck.subCategory.name}
        </p>
        <UploadStatusBadge progress={progressOf(deck)} />
        {deck.removal ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-900">
            <p className="font-semibold">
              {deckText.removed} {t('manage.removedOnWord')}{' '}
              <time dateTime={deck.removal.removedAt}>{format.date(deck.removal.removedAt)}</time>
            </p>
            {deck.removal.note ? (
              <p className="mt-1 break-words whitespace-pre-line">{deck.removal.note}</p>
            ) : null}
            <p className="mt-1">{t('manage.removedOnlyYou')}</p>
          </div>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>{format.count('deck.views', deck.views)}</span>
          <span>{format.count('deck.likes', deck.likes)}</span>
          <span>
            {t('manage.uploaded')} <time dateTime={deck.createdAt}>{format.date(deck.createdAt)}</time>
          </span>
        </p>
        <div className="-ml-2 flex flex-wrap gap-1 pt-1">
          {ready ? (
            <Link
              to={view}
              className={buttonClass('ghost')}
              aria-label={t('manage.actionOn', { action: t('manage.view'), title: deck.title })}
            >
              {t('manage.view')}
            </Link>
          ) : null}
          {removed ? null : (
            <Link
              to={paths.uploadedStatistics(deck.id)}
              className={buttonClass('ghost')}
              aria-label={t('manage.statisticsOf', {
                statistics: statisticsText.statisticsLink,
                title: deck.title,
              })}
            >
              {statisticsText.statisticsLink}
            </Link>
          )}
          {removed ? null : (
            <Link
              to={edit}
              className={buttonClass('ghost')}
              aria-label={t('manage.actionOn', { action: t('deck.edit'), title: deck.title })}
            >
              {t('deck.edit')}
            </Link>
          )}
          <UploadDeleteDialog deckId={deck.id} title={deck.title} />
        </div>
      </div>
    </li>
  );
}

export function UploadedDeckRowSkeleton() {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:gap-4">
      <Skeleton className={thumbBox} />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-11 w-48" />
      </div>
    </li>
  );
}
