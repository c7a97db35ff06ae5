import type { DeckPage } from '@medshelf/shared';
import { readerMessages } from '@medshelf/shared/reader-messages';
import { useEffect, useRef } from 'react';
import { useSharedText } from '../../../../lib/i18n/shared-text.ts';

interface ThumbnailStripProps {
  id: string;
  pages: DeckPage[];
  current: number;
  onSelect(page: number): void;
}

const thumbWidth = 64;

/** Every page small, in a row that scrolls sideways; the page being read is marked and kept in view. */
export function ThumbnailStrip({ id, pages, current, onSelect }: ThumbnailStripProps) {
  const text = useSharedText('reader', readerMessages);
  const strip = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = strip.current;
    const thumb = list?.querySelector<HTMLElement>(`[data-thumb="${current}"]`);
    if (!list || !thumb || list.offsetParent === null) return;
    // Scrolls the strip only: scrollIntoView would also move the page the reader is on.
    list.scrollTo({
      left: thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2,
      behavior: 'smooth',
    });
  }, [current]);

  return (
    <ol
      ref={strip}
      id={id}
      aria-label={text.thumbnailList}
      className="relative flex gap-2 overflow-x-auto px-1 py-2"
    >
      {pages.map((page) => {
        const isCurrent = page.number === current;
        return (
          <li key={page.number} className="shrink-0">
            <button
              type="button"
              data-thumb={page.number}
              aria-label={text.goToPage(page.number)}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onSelect(page.number)}
              className={`block rounded-md border-2 bg-white p-0.5 ${
                isCurrent ? 'border-brand-700' : 'border-transparent hover:border-slate-400'
              }`}
            >
              <img
                src={page.thumb}
                alt=""
                width={thumbWidth}
                height={Math.round((thumbWidth * page.height) / page.width)}
                loading="lazy"
                decoding="async"
                className="block h-auto w-16 bg-slate-100"
              />
              <span
                className={`block text-center text-xs ${isCurrent ? 'font-bold text-brand-900' : 'text-slate-700'}`}
              >
                {page.number}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
