import type { ReactNode } from 'react';
import { appLinkAttribute } from '../../lib/app-links.ts';

type Layout = 'column' | 'row';

const frameClass = 'rounded-xl border border-slate-200 bg-white';
const layoutClass: Record<Layout, string> = {
  column: 'flex h-full flex-col',
  row: 'flex h-full items-start gap-4 p-4',
};
const bodyClass: Record<Layout, string> = {
  column: 'flex flex-1 flex-col gap-1 p-3',
  row: 'min-w-0 flex-1',
};

interface CardProps {
  /** Where the card leads; its title is the link's text and the link covers the whole card. */
  to: string;
  title: ReactNode;
  headingLevel: 2 | 3 | 4;
  /** How many lines the title may take and how it is set, besides the shared weight and colour. */
  titleClassName?: string;
  layout?: Layout;
  /** Above the body in a column (a cover, a thumbnail), before it in a row (an avatar). */
  media?: ReactNode;
  /** A line above the title (the source of an article). */
  eyebrow?: ReactNode;
  /** The facts under the title. */
  children?: ReactNode;
  /** After the body: a picture at the end of a row, or a control over the card (save to playlist). */
  trailing?: ReactNode;
}

/**
 * One item of a list as a card. The whole card is one link, its title (the link's ::after covers
 * the card), so a screen reader hears one link per card and any tap on it opens the item.
 */
export function Card({
  to,
  title,
  headingLevel,
  titleClassName = 'line-clamp-3',
  layout = 'column',
  media,
  eyebrow,
  children,
  trailing,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={`relative ${frameClass} ${layoutClass[layout]} shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md`}
    >
      {media}
      <div className={bodyClass[layout]}>
        {eyebrow}
        <Heading className={`${titleClassName} font-semibold leading-snug text-slate-900`}>
          <a
            href={to}
            {...appLinkAttribute}
            className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
          >
            {title}
          </a>
        </Heading>
        {children}
      </div>
      {trailing}
    </article>
  );
}

/** A card's shape while it loads: the same frame, so nothing moves when the card arrives. */
export function CardSkeleton({
  layout = 'column',
  media,
  children,
  trailing,
}: {
  layout?: Layout;
  media?: ReactNode;
  children: ReactNode;
  trailing?: ReactNode;
}) {
  return (
    <div className={`${frameClass} ${layoutClass[layout]}`}>
      {media}
      <div className={layout === 'column' ? 'space-y-2 p-3' : 'flex-1 space-y-2'}>{children}</div>
      {trailing}
    </div>
  );
}
