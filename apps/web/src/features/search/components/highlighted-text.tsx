import type { Highlighted } from '@medshelf/shared';

/**
 * Text with its matched words in <mark>. The pieces are rendered as text nodes, never as HTML,
 * so a title or page text cannot inject markup.
 */
export function HighlightedText({ pieces }: { pieces: Highlighted }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity but their place.
          <mark key={index} className="rounded-sm bg-amber-100 font-semibold text-inherit">
            {piece.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity but their place.
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/** The plain text of highlighted pieces, for titles and labels. */
export const plainText = (pieces: Highlighted) => pieces.map((piece) => piece.text).join('');
