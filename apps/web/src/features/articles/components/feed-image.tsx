import { useState } from 'react';

interface FeedImageProps {
  src: string;
  /** The box the image is drawn in: its width and height attributes, so nothing jumps. */
  width: number;
  height: number;
  className: string;
  eager?: boolean;
}

/**
 * A picture from the publisher's site. Their size is unknown in advance, so it fills a box of
 * fixed proportions (cropped, not stretched). No referrer is sent: the reader's path on this site
 * is nobody else's business, and some publishers refuse pictures asked for from other sites. A
 * picture that fails to load is left out rather than shown broken.
 */
export function FeedImage({ src, width, height, className, eager = false }: FeedImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
