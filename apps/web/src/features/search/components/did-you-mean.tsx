import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { searchUrl } from '../search-url.ts';

/** A close spelling that has results, offered when the words typed find nothing (or very little). */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const t = useT();
  return (
    <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-slate-900">
      {t('search.didYouMean')}{' '}
      <Link to={searchUrl({ q: suggestion })} className="font-semibold text-brand-800 underline">
        {suggestion}
      </Link>
      ?
    </p>
  );
}
