import type { DeckPage, Highlight, PageWord } from '@medshelf/shared';
import { useQuery } from '@tanstack/react-query';
import { pageTextQuery } from '../../../lib/page-text.ts';
import { useDeckHighlights } from '../api/list-highlights.ts';

interface Band {
  key: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One band per line a highlight crosses, from its first word to its last on that line. */
function bands(highlight: Highlight, lines: PageWord[][]): Band[] {
  const found: Band[] = [];
  let index = 0;
  for (const [lineIndex, line] of lines.entries()) {
    const marked = line.filter((_, at) => index + at >= highlight.start && index + at <= highlight.end);
    index += line.length;
    if (!marked.length) continue;
    const left = Math.min(...marked.map((word) => word[0]));
    const top = Math.min(...marked.map((word) => word[1]));
    const right = Math.max(...marked.map((word) => word[0] + word[2]));
    const bottom = Math.max(...marked.map((word) => word[1] + word[3]));
    found.push({ key: `${highlight.id}-${lineIndex}`, left, top, width: right - left, height: bottom - top });
  }
  return found;
}

/**
 * The reader's highlights on one page, drawn as marker strokes over the printed words (under the
 * text layer, so the words stay selectable). Their text and notes are read in the clipboard tab.
 */
export function PageHighlights({
  deckId,
  page,
  signedIn,
}: {
  deckId: string;
  page: DeckPage;
  signedIn: boolean;
}) {
  const highlights = useDeckHighlights(deckId, signedIn);
  const onPage = highlights.data?.items.filter((item) => item.pageNumber === page.number) ?? [];
  const text = useQuery({ ...pageTextQuery(page.textLayer ?? ''), enabled: onPage.length > 0 });
  if (!text.data || !onPage.length) return null;
  const lines = text.data.lines;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      {onPage.flatMap((highlight) =>
        bands(highlight, lines).map((band) => (
          <div
            key={band.key}
            data-highlight={highlight.id}
            className="absolute rounded-sm bg-yellow-300/45 mix-blend-multiply"
            style={{
              left: `${band.left / 100}%`,
              top: `${band.top / 100}%`,
              width: `${band.width / 100}%`,
              height: `${band.height / 100}%`,
            }}
          />
        )),
      )}
    </div>
  );
}
