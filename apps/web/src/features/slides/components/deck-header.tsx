import type { DeckDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Where the deck sits: Slides › category › sub-category. */
export function DeckBreadcrumb({ deck, className = '' }: { deck: DeckDetail; className?: string }) {
  const t = useT();
  return (
    <nav aria-label={t('ui.breadcrumb')} className={`text-sm text-slate-700 ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={paths.slide()} className="underline-offset-2 hover:underline">
            {t('deck.slides')}
          </Link>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true">›</span>
          {deck.category.name}
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true">›</span>
          <Link
            to={paths.slideSubCategory(deck.category.slug, deck.subCategory.slug)}
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {deck.subCategory.name}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

/** The deck's title, who shared it and when, its pages and views. */
export function DeckHeader({ deck }: { deck: DeckDetail }) {
  const t = useT();
  const format = useFormat();
  const { owner } = deck;
  return (
    <header>
      <h1 className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">
        {deck.title}
      </h1>
      <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span>
          {t('deck.by')}{' '}
          {owner.username ? (
            <Link to={paths.profile(owner.username)} className="font-semibold text-brand-800 hover:underline">
              {owner.displayName}
            </Link>
          ) : (
            <span className="font-semibold">{owner.displayName}</span>
          )}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={deck.createdAt}>{format.date(deck.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span>{format.count('deck.pages', deck.pageCount)}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="deck-views">{format.count('deck.views', deck.views)}</span>
      </p>
    </header>
  );
}
