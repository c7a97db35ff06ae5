import type { DeckDetail } from '@medshelf/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { openJoinNow } from '../../../lib/join-now.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { type SelectedWords, selectedWords } from './selected-words.ts';

const loadDialog = lazyWithRetry(() => import('./highlight-dialog.tsx'));
const HighlightDialog = lazy(async () => ({ default: (await loadDialog()).HighlightDialog }));

/** Room kept between the button and the window's edges, and its width there. */
const edge = 8;
const buttonWidth = 132;

type Placed = SelectedWords & { at: { left: number; top: number } };

/** Under the selection's last word, inside the window. */
function place(words: SelectedWords | null): Placed | null {
  if (!words) return null;
  const left = Math.max(edge, Math.min(words.box.left, window.innerWidth - buttonWidth - edge));
  const top = Math.min(words.box.bottom + edge, window.innerHeight - 44 - edge);
  return { ...words, at: { left, top } };
}

/** The words selected on a page of the viewer, followed as the selection and the window move. */
function useSelectedWords(): Placed | null {
  const [selected, setSelected] = useState<Placed | null>(null);
  useEffect(() => {
    const follow = () => setSelected(place(selectedWords(document.getSelection())));
    document.addEventListener('selectionchange', follow);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('selectionchange', follow);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);
  return selected;
}

/**
 * "Highlight" beside text selected on a page: it opens the highlight dialog with those words (a
 * signed-out visitor is asked to join first). The dialog's code loads on first use.
 */
export function HighlightSelection({ deck, signedIn }: { deck: DeckDetail; signedIn: boolean }) {
  const t = useT();
  const selected = useSelectedWords();
  // The words being highlighted, kept while the dialog is open (it clears the selection).
  const [highlighting, setHighlighting] = useState<SelectedWords | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const page = highlighting && deck.pages.find((candidate) => candidate.number === highlighting.pageNumber);
  return (
    <>
      {selected && !open ? (
        <button
          ref={trigger}
          type="button"
          className="fixed z-40 inline-flex min-h-11 items-center gap-2 rounded-lg bg-slate-900 px-3 text-sm font-semibold text-white shadow-lg hover:bg-slate-800"
          style={selected.at}
          aria-label={t('clipboard.highlightSelection')}
          // Pressing the button must not take the selection away before it is read.
          onPointerDown={(event) => event.preventDefault()}
          onPointerEnter={() => signedIn && void loadDialog().catch(() => undefined)}
          onClick={() => {
            if (!signedIn) return openJoinNow();
            setHighlighting(selected);
            setOpen(true);
          }}
        >
          <PlaylistIcon name="highlight" />
          {t('clipboard.highlight')}
        </button>
      ) : null}
      {highlighting && page ? (
        <Suspense fallback={null}>
          <HighlightDialog
            key={`${highlighting.pageNumber}-${highlighting.start}-${highlighting.end}`}
            deckId={deck.id}
            deckTitle={deck.title}
            page={page}
            words={highlighting}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
