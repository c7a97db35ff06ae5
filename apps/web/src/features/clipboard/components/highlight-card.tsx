import type { Highlight } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PlaylistIcon, VisibilityBadge } from '../../../components/ui/playlist-icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteHighlight } from '../api/change-highlights.ts';

/** The way back to the highlighted page in its deck (the viewer opens at `?page=`). */
const pagePath = (highlight: Highlight) =>
  `${paths.slideDetails(highlight.deck.id, highlight.deck.category, highlight.deck.subCategory)}?page=${highlight.pageNumber}`;

function DeleteHighlight({ highlight }: { highlight: Highlight }) {
  const t = useT();
  const remove = useDeleteHighlight();
  return (
    <ConfirmDeleteDialog
      title={t('clipboard.deleteHighlightTitle')}
      description={t('clipboard.deleteHighlightDescription', { title: highlight.deck.title })}
      confirmLabel={t('clipboard.deleteHighlight')}
      trigger={
        <>
          <PlaylistIcon name="trash" />
          {t('clipboard.delete')}
        </>
      }
      triggerLabel={t('clipboard.deleteHighlightOn', {
        page: highlight.pageNumber,
        title: highlight.deck.title,
      })}
      triggerClassName={buttonClass('ghost', 'px-3 text-red-700!')}
      onConfirm={async () => {
        await remove.mutateAsync(highlight.id);
        notify('success', t('clipboard.highlightDeleted'));
      }}
    />
  );
}

/** One highlight: the words, the note, and the way back to the page in its deck. */
export function HighlightCard({ highlight, isOwner }: { highlight: Highlight; isOwner: boolean }) {
  const t = useT();
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <blockquote className="border-l-4 border-yellow-400 bg-yellow-50 px-3 py-2 break-words text-slate-900">
        {highlight.quote}
      </blockquote>
      <h4 className="font-semibold leading-snug text-slate-900">
        <Link to={pagePath(highlight)} className="underline-offset-2 hover:text-brand-800 hover:underline">
          {highlight.deck.title}
        </Link>
      </h4>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{t('clipboard.pageOf', { page: highlight.pageNumber, count: highlight.deck.pageCount })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={highlight.createdAt}>{formatDate(highlight.createdAt)}</time>
        {isOwner ? <VisibilityBadge isPublic={highlight.isPublic} /> : null}
      </p>
      {highlight.note ? (
        <p className="whitespace-pre-line break-words text-slate-800">
          <span className="sr-only">{t('clipboard.noteHeading')}: </span>
          {highlight.note}
        </p>
      ) : null}
      {isOwner ? (
        <div className="mt-auto flex flex-wrap gap-1 pt-1">
          <DeleteHighlight highlight={highlight} />
        </div>
      ) : null}
    </article>
  );
}
