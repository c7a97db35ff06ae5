import type { DeckPage } from '@medshelf/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { joinToDo } from '../../../lib/pending-action.ts';
import { useResumeAction } from '../../auth/index.ts';

const loadDialog = lazyWithRetry(() => import('./clip-dialog.tsx'));
const ClipDialog = lazy(async () => ({ default: (await loadDialog()).ClipDialog }));

interface ClipPageButtonProps {
  deckId: string;
  deckTitle: string;
  page: DeckPage;
  signedIn: boolean;
}

/**
 * "Clip this page" in the viewer's toolbar. The dialog cannot show over a fullscreen viewer,
 * so fullscreen is left first; its code loads on first use. A signed-out visitor is asked to
 * join first, and comes back to this page with the dialog open.
 */
export function ClipPageButton({ deckId, deckTitle, page, signedIn }: ClipPageButtonProps) {
  // The page being clipped, kept while the reader scrolls on behind the dialog.
  const t = useT();
  const [clipping, setClipping] = useState<DeckPage | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const clip = () => {
    setClipping(page);
    setOpen(true);
  };
  useResumeAction({ kind: 'clip', deckId, page: page.number }, clip);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        aria-label={t('clipboard.clipThisPage')}
        aria-haspopup="dialog"
        onPointerEnter={() => signedIn && void loadDialog().catch(() => undefined)}
        onClick={async () => {
          if (!signedIn) return joinToDo({ kind: 'clip', deckId, page: page.number });
          if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
          clip();
        }}
      >
        <PlaylistIcon name="clip" />
        <span className="hidden sm:inline">{t('clipboard.clip')}</span>
      </button>
      {clipping ? (
        <Suspense fallback={null}>
          <ClipDialog
            key={clipping.number}
            deckId={deckId}
            deckTitle={deckTitle}
            page={clipping}
            open={open}
            onOpenChange={setOpen}
            triggerRef={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
