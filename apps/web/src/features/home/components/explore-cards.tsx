import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const sections: { title: MessageId; to: string; text: MessageId }[] = [
  { title: 'home.slides', to: paths.slide(), text: 'home.slidesText' },
  { title: 'home.books', to: paths.book(), text: 'home.booksText' },
  { title: 'home.journals', to: paths.journal(), text: 'home.journalsText' },
  { title: 'home.articles', to: paths.article(), text: 'home.articlesText' },
  { title: 'home.news', to: paths.news(), text: 'home.newsText' },
];

export function ExploreCards() {
  const t = useT();
  return (
    <section aria-labelledby="home-explore">
      <h2 id="home-explore" className="text-2xl font-bold text-slate-900">
        {t('home.explore')}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {sections.map((section) => (
          <li key={section.title}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="text-lg font-semibold text-brand-800">{t(section.title)}</span>
              <span className="mt-2 block text-sm text-slate-700">{t(section.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
