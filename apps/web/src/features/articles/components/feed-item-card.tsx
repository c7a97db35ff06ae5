import type { FeedItemCard as FeedItemCardData } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Card, CardSkeleton } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { FeedDate } from './feed-date.tsx';
import { FeedImage } from './feed-image.tsx';

interface FeedItemCardProps {
  item: FeedItemCardData;
  headingLevel: 2 | 3;
  /** The first card is on screen at once: its picture loads without waiting. */
  eager?: boolean;
}

/** Authors as a byline: the first three, then "and N more". */
export function byline(authors: string[], t: Translate): string {
  if (authors.length <= 3) return authors.join(', ');
  return t('feeds.andMore', { names: authors.slice(0, 3).join(', '), count: authors.length - 3 });
}

/** One article or news item in a list; the whole card links to its page here (the title is the text). */
export function FeedItemCard({ item, headingLevel, eager = false }: FeedItemCardProps) {
  const t = useT();
  return (
    <Card
      to={paths.articleDetails(item, item.sourceSlug)}
      title={item.title}
      headingLevel={headingLevel}
      titleClassName="mt-1 line-clamp-3 text-lg"
      layout="row"
      eyebrow={<p className="text-sm font-semibold text-brand-800">{item.sourceName}</p>}
      trailing={
        item.imageUrl ? (
          <FeedImage
            src={item.imageUrl}
            width={160}
            height={120}
            eager={eager}
            className="h-auto w-24 shrink-0 self-start rounded-lg sm:w-40"
          />
        ) : null
      }
    >
      <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-700">
        {item.authors.length ? (
          <>
            <span>{byline(item.authors, t)}</span>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        <FeedDate iso={item.publishedAt} />
      </p>
      {item.summary ? <p className="mt-2 line-clamp-3 text-slate-700">{item.summary}</p> : null}
    </Card>
  );
}

/** A card's shape while it loads: same lines, so nothing moves when it arrives. */
export function FeedItemCardSkeleton() {
  return (
    <CardSkeleton layout="row" trailing={<Skeleton className="aspect-[4/3] w-24 shrink-0 sm:w-40" />}>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </CardSkeleton>
  );
}
