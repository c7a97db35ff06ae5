import type { SearchHit } from '@medshelf/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { HighlightedText } from './highlighted-text.tsx';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A link to where a result opens: in the site, or (an article's original) in a new tab. */
function HitLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const t = useT();
  if (!isExternal(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('ui.opensNewTab')}</span>
    </a>
  );
}

/** The result's picture, a person's initial, or a plain tile; decorative beside the title link. */
function HitPicture({ hit, eager }: { hit: SearchHit; eager: boolean }) {
  const round = hit.type === 'people';
  if (hit.image) {
    return (
      <img
        src={hit.image.url}
        width={hit.image.width}
        height={hit.image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // self-start: stretched to the text's height in the row, the picture was cropped.
        className={`h-auto w-16 shrink-0 self-start border border-slate-200 bg-slate-100 sm:w-24 ${
          round ? 'aspect-square rounded-full object-cover' : 'rounded-md object-contain'
        }`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex aspect-square w-16 shrink-0 items-center justify-center bg-brand-100 text-2xl font-bold text-brand-900 uppercase sm:w-24 ${
        round ? 'rounded-full' : 'rounded-md'
      }`}
    >
      {hit.initial ?? hit.title[0]?.text.trim().charAt(0) ?? ''}
    </span>
  );
}

/** One result: picture, highlighted title, facts, and the words around the match (with its page). */
export function SearchHitCard({ hit, eager }: { hit: SearchHit; eager: boolean }) {
  const t = useT();
  const format = useFormat();
  const facts = hit.counts
    ? [
        ...hit.meta,
        format.count('deck.pages', hit.counts.pages),
        format.count('deck.views', hit.counts.views),
      ]
    : hit.meta;
  return (
    <article className="flex gap-3 py-4 sm:gap-4">
      <HitPicture hit={hit} eager={eager} />
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold break-words text-slate-900 sm:text-lg">
          <HitLink href={hit.href} className="text-brand-800 underline-offset-2 hover:underline">
            <HighlightedText pieces={hit.title} />
          </HitLink>
        </h2>
        {facts.length ? (
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {hit.snippet ? (
          <p className="mt-2 text-sm break-words text-slate-800">
            {hit.pageNumber ? (
              <HitLink
                href={hit.href}
                className="mr-2 inline-flex min-h-6 items-center rounded bg-slate-100 px-2 text-xs font-semibold text-slate-900 underline-offset-2 hover:underline"
              >
                {t('ui.page', { page: hit.pageNumber })}
              </HitLink>
            ) : null}
            <HighlightedText pieces={hit.snippet} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function SearchHitSkeleton() {
  return (
    <div className="flex gap-3 py-4 sm:gap-4">
      <Skeleton className="aspect-[4/3] w-16 shrink-0 sm:w-24" />
      <div className="flex-1">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="mt-2 h-4 w-1/2" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-1 h-4 w-5/6" />
      </div>
    </div>
  );
}
