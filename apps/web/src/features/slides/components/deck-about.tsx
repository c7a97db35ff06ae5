import type { DeckDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The uploader's description and tags; each tag searches the site for it. */
export function DeckAbout({ deck }: { deck: DeckDetail }) {
  const t = useT();
  if (!deck.description && !deck.tags.length) return null;
  return (
    <section aria-labelledby="deck-about" className="mt-8">
      <h2 id="deck-about" className="text-xl font-bold text-slate-900">
        {t('deck.about')}
      </h2>
      {deck.description ? (
        <p className="mt-2 max-w-prose break-words whitespace-pre-line text-slate-800">{deck.description}</p>
      ) : null}
      {deck.tags.length ? (
        <ul aria-label={t('deck.tags')} className="mt-4 flex flex-wrap gap-2">
          {deck.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={paths.search(tag)}
                className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm text-brand-900 hover:bg-brand-100"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
