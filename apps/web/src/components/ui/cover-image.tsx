import type { Cover } from '@medshelf/shared';

export interface CoverImageProps {
  cover: Cover | null;
  /** Shown on the plain cover drawn when there is no image. */
  title: string;
  /** The box's aspect class, e.g. `aspect-[2/3]`: a grid of covers of any size lines up. */
  aspect: string;
  /** How the image sits in the box: `object-contain` or `object-cover`. */
  fit: string;
  /** The gradient colours of the plain cover, e.g. `from-brand-700 to-brand-900`. */
  blank: string;
  /** The detail page's cover is its largest image (and the server preloads it): no waiting. */
  priority?: boolean;
  /** On screen at once (the first cards of a grid): loaded without waiting for scrolling. */
  eager?: boolean;
  className?: string;
}

/**
 * A cover in a box of fixed shape, so nothing moves when the image arrives; without an image,
 * a plain cover with the title.
 */
export function CoverImage({
  cover,
  title,
  aspect,
  fit,
  blank,
  priority = false,
  eager = false,
  className = '',
}: CoverImageProps) {
  const box = `${aspect} w-full bg-slate-100 ${className}`;
  if (!cover) {
    return (
      <div
        aria-hidden="true"
        className={`${box} flex items-center justify-center bg-gradient-to-b ${blank} p-3`}
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
      className={`${box} ${fit}`}
    />
  );
}
