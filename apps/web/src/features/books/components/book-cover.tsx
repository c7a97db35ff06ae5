import type { Cover } from '@medshelf/shared';

interface BookCoverProps {
  cover: Cover | null;
  title: string;
  /** The detail page's cover is its largest image (and the server preloads it): no waiting. */
  priority?: boolean;
  /** On screen at once (the first cards of a grid): loaded without waiting for scrolling. */
  eager?: boolean;
  className?: string;
}

/**
 * A cover in a 2:3 box (the shape of a book), so a grid of covers of any size lines up and
 * nothing moves when one arrives. A book without one gets a plain jacket with its title.
 */
export function BookCover({ cover, title, priority = false, eager = false, className = '' }: BookCoverProps) {
  const box = `aspect-[2/3] w-full bg-slate-100 ${className}`;
  if (!cover) {
    return (
      <div
        aria-hidden="true"
        className={`${box} flex items-center justify-center bg-gradient-to-b from-brand-700 to-brand-900 p-3`}
      >
        <span className="line-clamp-5 text-center text-sm font-semibold break-words text-white">{title}</span>
      </div>
    );
  }
  return (
    <img
      src={cover.url}
      alt=""
      width={cover.width}
      height={cover.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className={`${box} object-contain`}
    />
  );
}
