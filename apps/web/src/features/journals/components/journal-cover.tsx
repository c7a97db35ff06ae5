import type { Cover } from '@medshelf/shared';

interface JournalCoverProps {
  cover: Cover | null;
  name: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
}

/**
 * A journal's cover in its 3:4 box (covers are stored at 300×400), so cards line up and nothing
 * moves when one arrives; a journal without one gets a plain cover with its name.
 */
export function JournalCover({
  cover,
  name,
  priority = false,
  eager = false,
  className = '',
}: JournalCoverProps) {
  const box = `aspect-[3/4] w-full bg-slate-100 ${className}`;
  if (!cover) {
    return (
      <div
        aria-hidden="true"
        className={`${box} flex items-center justify-center bg-gradient-to-b from-slate-700 to-slate-900 p-3`}
      >
        <span className="line-clamp-5 text-center text-sm font-semibold break-words text-white">{name}</span>
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
      className={`${box} object-cover`}
    />
  );
}
