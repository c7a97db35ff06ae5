import type { ReadingItem } from '@medshelf/shared';
import { continueReadingHref } from '@medshelf/shared/reading';
import { readingMessages } from '@medshelf/shared/reading-messages';
import { Card } from '../../../components/ui/card.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useContinueReading } from '../hooks.ts';

function ReadingCard({ item, onForget }: { item: ReadingItem; onForget(): void }) {
  const readingText = useSharedText('reading', readingMessages);
  const percent = Math.round((item.page / Math.max(item.pageCount, 1)) * 100);
  return (
    <li className="w-40 shrink-0 snap-start sm:w-48">
      <Card
        to={continueReadingHref(item)}
        title={item.title}
        headingLevel={3}
        media={
          <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-t-xl bg-slate-100">
            {item.image ? (
              <img
                src={item.image.url}
                width={item.image.width}
                height={item.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="max-h-full w-auto max-w-full object-contain"
              />
            ) : null}
          </div>
        }
        trailing={
          <button
            type="button"
            onClick={onForget}
            aria-label={readingText.remove(item.title)}
            className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-sm hover:bg-slate-50"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 stroke-current"
              fill="none"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        }
      >
        <p className="text-sm text-slate-700">{readingText.pageOf(item.page, item.pageCount)}</p>
        <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      </Card>
    </li>
  );
}

/**
 * "Continue reading" at the top of home for a returning reader: the decks and books left
 * part-way, each reopening at the page left. Nothing at all for someone who has read nothing.
 */
export function ContinueReading() {
  const readingText = useSharedText('reading', readingMessages);
  const { items, forget } = useContinueReading();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-reading" className="mx-auto max-w-6xl px-4 pt-6">
      <h2 id="continue-reading" className="text-xl font-bold text-slate-900">
        {readingText.title}
      </h2>
      <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {items.map((item) => (
          <ReadingCard key={`${item.kind}:${item.id}`} item={item} onForget={() => forget(item)} />
        ))}
      </ul>
    </section>
  );
}
