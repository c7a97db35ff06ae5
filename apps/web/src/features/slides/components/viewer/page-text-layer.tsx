import type { DeckPage, PageText } from '@medshelf/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Fragment,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { nextTask } from '../../../../lib/next-task.ts';
import { pageTextQuery } from '../../../../lib/page-text.ts';

/** Boxes come in ten-thousandths of the page (pageTextSchema). */
const unit = 10_000;
/** The one height every word is drawn at before its scale, in the same unit. */
const drawnHeight = 500;

/** True once the element comes within a screen of the window: far pages fetch no words. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Every word is drawn at one font size, then scaled to its box. A font size is a font of its own
 * to the browser: each size on a page cost about a millisecond to lay out (Chromium, this
 * machine), and a page of small print has as many sizes as words when each word takes its box's
 * height. The size is in container units, so the scale is the same at every size of the page:
 * measured once per word, as the words are drawn. Every width is read before any is written: a
 * write between two reads makes the browser lay the page out again for the next read, once per word.
 */
function useFitWords(layer: RefObject<HTMLElement | null>, text: PageText | undefined, shown: number) {
  const fitted = useRef({ text, count: 0 });
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element || !text || !element.clientWidth) return;
    if (fitted.current.text !== text) fitted.current = { text, count: 0 };
    // Every word drawn so far is fitted: nothing new to measure.
    if (fitted.current.count >= shown) return;
    const perUnit = element.clientWidth / unit;
    const words = [...element.querySelectorAll<HTMLElement>('[data-w]')]
      .slice(fitted.current.count)
      .map((span) => ({
        span,
        natural: span.offsetWidth,
      }));
    for (const { span, natural } of words) {
      const scaleX = natural > 0 ? (Number(span.dataset.width) * perUnit) / natural : 1;
      span.style.transform = `scale(${scaleX}, ${Number(span.dataset.height) / drawnHeight})`;
    }
    fitted.current.count += words.length;
  }, [layer, text, shown]);
}

/**
 * Words drawn per task. Drawing and laying out every word of a page of small print at once was a
 * long task when its words arrived (60–80 ms on a slow phone for a few hundred words); a reader
 * selects nothing in the first tenths of a second.
 */
const wordsPerTask = 150;

function useWordsShown(text: PageText | undefined): number {
  const total = text ? text.lines.reduce((sum, line) => sum + line.length, 0) : 0;
  const [shown, setShown] = useState(wordsPerTask);
  useEffect(() => {
    if (shown >= total) return;
    let current = true;
    void nextTask().then(() => {
      if (current) setShown(shown + wordsPerTask);
    });
    return () => {
      current = false;
    };
  }, [shown, total]);
  return shown;
}

function Words({ text, shown }: { text: PageText; shown: number }) {
  let index = 0;
  return text.lines.map((line, lineIndex) => (
    // Lines and words never move within a page's words: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={lineIndex}>
      {line.map(([left, top, width, height, word], wordIndex) => {
        const w = index++;
        if (w >= shown) return null;
        return (
          <Fragment key={w}>
            <span
              data-w={w}
              data-width={width}
              data-height={height}
              className="absolute origin-top-left whitespace-pre"
              style={{ left: `${left / 100}%`, top: `${top / 100}%`, fontSize: `${drawnHeight / 100}cqh` }}
            >
              {word}
            </span>
            {/* Copied text keeps its spaces and line breaks; in the flow, invisible and 1 px high. */}
            {wordIndex < line.length - 1 ? ' ' : '\n'}
          </Fragment>
        );
      })}
    </Fragment>
  ));
}

/**
 * The page's words as invisible, selectable text over its image, each word in a box the size of
 * the printed word (as pdf.js draws its text layer): a reader selects and copies, the browser's
 * find lands on the page, and a screen reader reads the page. `children` draw under the words
 * (highlights). Nothing is drawn for pages without kept words.
 */
export function PageTextLayer({ page, children }: { page: DeckPage; children?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const address = page.textLayer ?? '';
  const { data: text } = useQuery({ ...pageTextQuery(address), enabled: near && address !== '' });
  const shown = useWordsShown(text);
  useFitWords(layer, text, shown);
  return (
    <div ref={box} className="absolute inset-0 overflow-hidden" style={{ containerType: 'size' }}>
      {children}
      {text ? (
        <div
          ref={layer}
          data-text-layer=""
          data-page={page.number}
          className="absolute inset-0 cursor-text font-sans text-[1px] leading-none whitespace-pre text-transparent selection:bg-brand-600/35"
        >
          <Words text={text} shown={shown} />
        </div>
      ) : null}
    </div>
  );
}
