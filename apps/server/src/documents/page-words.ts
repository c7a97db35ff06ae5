import type { PageText, PageWord } from '@medshelf/shared';
import type * as mupdf from 'mupdf';

/** Boxes are kept in ten-thousandths of the page: fine enough for a 1200 px image, short in JSON. */
const unit = 10_000;
/**
 * A page of dense print holds a few thousand words; past this it is a chart of numbers or a
 * hostile file, and its layer would cost more than it gives.
 */
export const maxWordsPerPage = 5_000;

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The words of a page with their boxes, line by line in mupdf's reading order: characters up to
 * a space or a line's end make one word, whose box holds their quads. Boxes are relative to the
 * page's bounds, the same area the page image shows.
 */
export function pageWords(structured: mupdf.StructuredText, bounds: mupdf.Rect): PageText {
  const [x0, y0, x1, y1] = bounds;
  const scaleX = unit / Math.max(1, x1 - x0);
  const scaleY = unit / Math.max(1, y1 - y0);
  const clamp = (value: number) => Math.min(unit, Math.max(0, Math.round(value)));
  const lines: PageWord[][] = [];
  let count = 0;
  let line: PageWord[] = [];
  let word: Box | null = null;

  const endWord = () => {
    if (!word || count >= maxWordsPerPage) {
      word = null;
      return;
    }
    const left = clamp((word.left - x0) * scaleX);
    const top = clamp((word.top - y0) * scaleY);
    line.push([
      left,
      top,
      clamp((word.right - x0) * scaleX) - left,
      clamp((word.bottom - y0) * scaleY) - top,
      word.text,
    ]);
    count += 1;
    word = null;
  };

  structured.walk({
    beginLine() {
      line = [];
    },
    onChar(c, _origin, _font, _size, quad) {
      if (/\s/u.test(c)) return endWord();
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      const box = {
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
      };
      if (!word) {
        word = { text: c, ...box };
        return;
      }
      word.text += c;
      word.left = Math.min(word.left, box.left);
      word.top = Math.min(word.top, box.top);
      word.right = Math.max(word.right, box.right);
      word.bottom = Math.max(word.bottom, box.bottom);
    },
    endLine() {
      endWord();
      if (line.length) lines.push(line);
    },
  });
  return { lines };
}
