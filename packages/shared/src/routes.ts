import { articleTitleSegment } from './slug.ts';

/**
 * Every route of SPEC §2, as react-router patterns. The web registers exactly these; the server
 * uses them to answer unknown paths with a 404 status while still serving the app shell.
 */
export const routePatterns = {
  home: '/',
  book: '/book',
  bookDetails: '/bookdetails/:bookDocId',
  article: '/article',
  articleDetails: '/articledetails/:articleTitle/:articleSource',
  news: '/news',
  journal: '/journal',
  journalDetails: '/journaldetails',
  slide: '/slide',
  /** Beyond SPEC §2: every deck of a category ("See all"), `?sub=` narrowing it to a sub-category. */
  slideCategory: '/slidecategory/:slideCategory',
  slideSubCategory: '/slidesubcategory/:slideCategory/:slideSubCategory',
  slideDetails: '/slidedetails/:slideDocId/:slideCategory/:slideSubCategory',
  profile: '/profile/:userId',
  profileDetails: '/profiledetails',
  uploadSlide: '/uploadslide/:userId?/:slideDocId?',
  uploadedSlides: '/uploadedslides',
  /** Beyond SPEC §2: an uploader's statistics, of one deck or (without an id) of all their decks. */
  uploadedStatistics: '/uploadedslides/statistics/:slideDocId?',
  playlist: '/playlist/:levelone?/:leveltwo?/:levelthree?',
  viewPlaylist: '/viewplaylist/:username/:levelone?/:leveltwo?/:levelthree?',
  search: '/search/searchtext/:searchText',
  register: '/register',
  signup: '/signup',
  terms: '/termsandconditions',
  privacy: '/privacypolicy',
  dmca: '/dcmapolicy',
  about: '/aboutus',
  component: '/component',
  /** Beyond SPEC §2: the editors' screen (PRODUCT.md "Roles"); the tab is books, journals, feeds or reports. */
  editor: '/editor/:tab?',
  notFound: '/404',
} as const;

export type RouteName = keyof typeof routePatterns;

const enc = encodeURIComponent;

/** Links, built in one place so a route never drifts from its pattern. */
export const paths = {
  home: () => '/',
  book: () => '/book',
  bookDetails: (bookDocId: string) => `/bookdetails/${enc(bookDocId)}`,
  article: () => '/article',
  news: () => '/news',
  /** The item's slug and id make the title part; the id decides which item opens. */
  articleDetails: (item: { slug: string; id: string }, sourceSlug: string) =>
    `/articledetails/${enc(articleTitleSegment(item))}/${enc(sourceSlug)}`,
  journal: () => '/journal',
  journalDetails: (journal: string) => `/journaldetails?journal=${enc(journal)}`,
  slide: () => '/slide',
  slideCategory: (category: string, subCategory?: string) =>
    `/slidecategory/${enc(category)}${subCategory ? `?sub=${enc(subCategory)}` : ''}`,
  slideSubCategory: (category: string, subCategory: string) =>
    `/slidesubcategory/${enc(category)}/${enc(subCategory)}`,
  slideDetails: (deckId: string, category: string, subCategory: string) =>
    `/slidedetails/${enc(deckId)}/${enc(category)}/${enc(subCategory)}`,
  profile: (username: string) => `/profile/${enc(username)}`,
  /** A member's public decks and playlists as an Atom feed (served by the API, not a page). */
  profileFeed: (username: string) => `/profile/${enc(username)}/feed.xml`,
  uploadSlide: () => '/uploadslide',
  editSlide: (userId: string, deckId: string) => `/uploadslide/${enc(userId)}/${enc(deckId)}`,
  uploadedSlides: () => '/uploadedslides',
  uploadedStatistics: (deckId?: string) =>
    deckId ? `/uploadedslides/statistics/${enc(deckId)}` : '/uploadedslides/statistics',
  profileDetails: () => '/profiledetails',
  /** Own playlists; each level is the slug of a playlist name, top level first. */
  playlist: (...levels: string[]) => ['/playlist', ...levels.map(enc)].join('/'),
  viewPlaylist: (username: string, ...levels: string[]) =>
    ['/viewplaylist', enc(username), ...levels.map(enc)].join('/'),
  search: (text: string) => `/search/searchtext/${enc(text)}`,
  register: () => '/register',
  signup: () => '/signup',
  /** Where every email verification link lands (the sign-up page says the email is verified). */
  emailVerified: () => '/signup?verified=1',
  terms: () => '/termsandconditions',
  privacy: () => '/privacypolicy',
  dmca: () => '/dcmapolicy',
  about: () => '/aboutus',
  editor: (tab?: 'books' | 'journals' | 'feeds' | 'reports') => (tab ? `/editor/${tab}` : '/editor'),
  notFound: () => '/404',
} as const;

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`, 'i');
}

// Made at the first match, which only the server asks for: the browser loads this module for
// `paths`, and making them as it loaded was about 20 ms of every page's start at a slow phone's speed.
let routeMatchers: Array<{ name: RouteName; regexp: RegExp }> | undefined;

/** The route a pathname belongs to, or undefined when the app would show its 404 page. */
export function matchRoute(pathname: string): RouteName | undefined {
  routeMatchers ??= Object.entries(routePatterns)
    .filter(([name]) => name !== 'notFound')
    .map(([name, pattern]) => ({ name: name as RouteName, regexp: patternToRegExp(pattern) }));
  return routeMatchers.find(({ regexp }) => regexp.test(pathname))?.name;
}
