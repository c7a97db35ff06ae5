import { paths } from '@medshelf/shared/routes';

/** The main sections of the top navigation (SPEC §2), in order; labels are message ids. */
export const mainNavLinks = [
  { label: 'nav.home', to: paths.home() },
  { label: 'nav.slide', to: paths.slide() },
  { label: 'nav.book', to: paths.book() },
  { label: 'nav.journal', to: paths.journal() },
  { label: 'nav.article', to: paths.article() },
  { label: 'nav.news', to: paths.news() },
] as const;
