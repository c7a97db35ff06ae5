import { deckLimits } from '@medshelf/shared/deck-limits';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { type Translate, useT } from '../../../../lib/i18n/use-t.ts';
import { openJoinNow } from '../../../../lib/join-now.ts';
import { notify } from '../../../../lib/notify.ts';
import { useFocusOnMount } from '../../../../lib/use-focus-on-mount.ts';
import { useAddComment } from '../../api/deck-comments.ts';

/**
 * The server's own rules (commentBodySchema), loaded when first needed: the schema library
 * stays out of the viewer's first download, and the messages can never differ from the API's.
 */
async function commentError(body: string, t: Translate): Promise<string | null> {
  const { commentBodySchema } = await import('@medshelf/shared/contracts/slides');
  const result = commentBodySchema.safeParse({ body });
  return result.success ? null : (result.error.issues[0]?.message ?? t('comments.checkComment'));
}

interface CommentFormProps {
  deckId: string;
  signedIn: boolean;
  /** A reply to this comment: a smaller form under it, focused when it opens. */
  replyTo?: { id: string; author: string; onDone(): void };
}

/** Write a comment or a reply; what was typed stays in the box until it has been posted. */
export function CommentForm({ deckId, signedIn, replyTo }: CommentFormProps) {
  const t = useT();
  const id = useId();
  // A reply box opens because the reader asked for it: the cursor goes there.
  const focusOnMount = useFocusOnMount<HTMLTextAreaElement>(Boolean(replyTo));
  const { pathname } = useLocation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(deckId);

  if (!signedIn) {
    return (
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm text-slate-700">{t('comments.joinPitch')}</p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-3')}
          onClick={() => openJoinNow(pathname)}
        >
          {t('comments.signIn')}
        </button>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = await commentError(body, t);
    setError(problem);
    if (problem) return;
    try {
      await add.mutateAsync(replyTo ? { body: body.trim(), parentId: replyTo.id } : { body: body.trim() });
      setBody('');
      notify('success', replyTo ? t('comments.replyPosted') : t('comments.posted'));
      replyTo?.onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) openJoinNow(pathname);
      setError(failure instanceof Error ? failure.message : t('comments.postFailed'));
    }
  }

  const length = body.trim().length;
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {replyTo ? t('comments.replyTo', { author: replyTo.author }) : t('comments.add')}
      </label>
      <textarea
        id={id}
        rows={replyTo ? 2 : 3}
        ref={focusOnMount}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid]:border-red-700"
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <p
            id={`${id}-count`}
            className={`text-xs ${length > deckLimits.commentMaxLength ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {t('comments.length', { length, max: deckLimits.commentMaxLength })}
          </p>
        </div>
        <div className="flex gap-2">
          {replyTo ? (
            <button type="button" className={buttonClass('ghost')} onClick={replyTo.onDone}>
              {t('ui.cancel')}
            </button>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={add.isPending}>
            {add.isPending ? t('comments.posting') : replyTo ? t('comments.postReply') : t('comments.post')}
          </button>
        </div>
      </div>
    </form>
  );
}
