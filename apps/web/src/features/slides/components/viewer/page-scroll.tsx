import type { DeckPage } from '@medshelf/shared';
import { DeckPageImage } from './deck-page-image.tsx';

interface PageScrollProps {
  pages: DeckPage[];
  fullscreen: boolean;
  fullscreenChrome: string;
  zoom: number;
  sizes: string;
  priorityPage: number;
  /** Each page's element, for following and jumping to the page being read. */
  register(index: number, element: HTMLElement | null): void;
}

/** Every page one under the other, for readers who would rather scroll than turn pages. */
export function PageScroll({
  pages,
  fullscreen,
  fullscreenChrome,
  zoom,
  sizes,
  priorityPage,
  register,
}: PageScrollProps) {
  return (
    <ol className={`flex flex-1 flex-col gap-3 ${fullscreen ? 'p-2' : 'p-2 sm:p-3'}`}>
      {pages.map((page) => (
        <li
          key={page.number}
          data-page={page.number}
          ref={(element) => register(page.number - 1, element)}
          className="mx-auto w-full shadow-sm"
          style={
            fullscreen
              ? {
                  // Fit the screen's height at 100 %, then grow with the zoom (scroll sideways).
                  width: `calc(min(100%, (100dvh - ${fullscreenChrome}) * ${page.width / page.height}) * ${zoom})`,
                  maxWidth: 'none',
                  flexShrink: 0,
                }
              : undefined
          }
        >
          <DeckPageImage
            page={page}
            priority={page.number === priorityPage}
            pageCount={pages.length}
            sizes={sizes}
          />
        </li>
      ))}
    </ol>
  );
}
