import { paths } from '@medshelf/shared/routes';

/** The main sections of the top navigation (SPEC §2), in order. */
export const mainNavLinks = [
  { label: 'Home', to: paths.home() },
  { label: 'Slide', to: paths.slide() },
  { label: 'Book', to: paths.book() },
  { label: 'Journal', to: paths.journal() },
  { label: 'Article', to: paths.article() },
  { label: 'News', to: paths.news() },
] as const;
