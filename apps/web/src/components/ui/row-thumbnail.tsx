import type { Cover } from '@medshelf/shared';

/**
 * A list row's small picture, loaded as it scrolls into view; without one, an empty box of the
 * same size. `box` sizes both; `fit` places the picture in it.
 */
export function RowThumbnail({ image, box, fit = '' }: { image: Cover | null; box: string; fit?: string }) {
  if (!image) return <div aria-hidden="true" className={box} />;
  return (
    <img
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={`${box} ${fit}`.trim()}
    />
  );
}
