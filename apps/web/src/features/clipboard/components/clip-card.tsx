import type { Clip } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlaylistIcon, VisibilityBadge } from '../../../components/ui/playlist-icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useServerText } from '../../../lib/i18n/server-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateClip } from '../api/change-clips.ts';
import { ClipFields } from './clip-fields.tsx';
import { DeleteClipDialog } from './delete-clip-dialog.tsx';
import { clipNoteError } from './note-error.ts';

/** The way back to the clipped page in its deck (the viewer opens at `?page=`). */
const clipPagePath = (clip: Clip) =>
  `${paths.slideDetails(clip.deck.id, clip.deck.category, clip.deck.subCategory)}?page=${clip.pageNumber}`;

function EditClip({ clip, onDone }: { clip: Clip; onDone(): void }) {
  const t = useT();
  const serverText = useServerText();
  const [note, setNote] = useState(clip.note);
  const [isPublic, setPublic] = useState(clip.isPublic);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateClip();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = await clipNoteError(note, serverText);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ id: clip.id, note: note.trim(), isPublic });
      notify('success', t('clipboard.clipSaved'));
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? serverText(failure.message) : t('clipboard.clipNotSaved'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ClipFields note={note} onNote={setNote} isPublic={isPublic} onPublic={setPublic} error={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('ghost')} onClick={onDone}>
          {t('clipboard.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {update.isPending ? t('clipboard.saving') : t('clipboard.saveClip')}
        </button>
      </div>
    </form>
  );
}

/** One clipped page: its picture, the note, and the way back to the page in its deck. */
export function ClipCard({ clip, isOwner, eager }: { clip: Clip; isOwner: boolean; eager: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const label = t('clipboard.pageOfDeck', { page: clip.pageNumber, title: clip.deck.title });
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={clip.image.small}
        alt={label}
        width={clip.image.width}
        height={clip.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full bg-slate-100 object-contain"
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="font-semibold leading-snug text-slate-900">
          <Link to={clipPagePath(clip)} className="underline-offset-2 hover:text-brand-800 hover:underline">
            {clip.deck.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{t('clipboard.pageOf', { page: clip.pageNumber, count: clip.deck.pageCount })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
          {isOwner ? <VisibilityBadge isPublic={clip.isPublic} /> : null}
        </p>
        {editing ? (
          <EditClip clip={clip} onDone={() => setEditing(false)} />
        ) : (
          <>
            {clip.note ? (
              <p className="whitespace-pre-line break-words text-slate-800">{clip.note}</p>
            ) : isOwner ? (
              <p className="text-sm text-slate-600">{t('clipboard.noNote')}</p>
            ) : null}
            {isOwner ? (
              <div className="mt-auto flex flex-wrap gap-1 pt-1">
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-3')}
                  aria-label={t('clipboard.editNoteOn', { label })}
                  onClick={() => setEditing(true)}
                >
                  <PlaylistIcon name="edit" />
                  {t('clipboard.editNote')}
                </button>
                <DeleteClipDialog clipId={clip.id} label={label} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
