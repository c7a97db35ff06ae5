import { paths } from '@medshelf/shared/routes';
import { Link } from 'react-router';

const sections = [
  {
    title: 'Slides',
    to: paths.slide(),
    text: 'Lecture decks shared by students and teachers, read page by page.',
  },
  {
    title: 'Books',
    to: paths.book(),
    text: 'Textbooks for basic science, clinical science, dental and nursing.',
  },
  { title: 'Journals', to: paths.journal(), text: 'Journals by subject with their latest articles.' },
  { title: 'Articles', to: paths.article(), text: 'Recent articles from medical journals and reviews.' },
  { title: 'News', to: paths.news(), text: 'Health and medical education news, updated through the day.' },
];

export function ExploreCards() {
  return (
    <section aria-labelledby="home-explore">
      <h2 id="home-explore" className="text-2xl font-bold text-slate-900">
        Explore MedShelf
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {sections.map((section) => (
          <li key={section.title}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="text-lg font-semibold text-brand-800">{section.title}</span>
              <span className="mt-2 block text-sm text-slate-700">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
