import { routePatterns } from '@medshelf/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, Navigate, type RouteObject } from 'react-router';
import { articleDetailsLoader, pages as articlesPages, feedListLoader } from '../features/articles/index.ts';
import { pages as authPages } from '../features/auth/index.ts';
import { bookDetailsLoader, bookPageLoader, pages as booksPages } from '../features/books/index.ts';
import { pages as editorPages } from '../features/editor/index.ts';
import { homeLoader, pages as homePages } from '../features/home/index.ts';
import {
  journalDetailsLoader,
  journalPageLoader,
  pages as journalsPages,
} from '../features/journals/index.ts';
import {
  myPlaylistLoader,
  pages as playlistsPages,
  publicPlaylistLoader,
} from '../features/playlists/index.ts';
import { profileLoader, pages as profilesPages } from '../features/profiles/index.ts';
import { searchLoader, pages as searchPages } from '../features/search/index.ts';
import {
  slideCategoryLoader,
  slideDetailsLoader,
  slidePageLoader,
  slideSubCategoryLoader,
  pages as slidesPages,
} from '../features/slides/index.ts';
import { pages as staticPagesPages } from '../features/static-pages/index.ts';
import { pages as statisticsPages } from '../features/statistics/index.ts';
import { routeContextFor } from '../lib/route-data.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { page } from './lazy-page.tsx';
import { RouteError } from './route-error.tsx';

const r = routePatterns;

/**
 * The app's routes. Each has an id of its own, its name in routePatterns: the server names the
 * routes it matched in the page's data (page-data.ts), and the browser finds them by it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'home',
        path: r.home,
        loader: homeLoader,
        ...page(homePages.home, (m) => m.HomePage),
      },
      {
        id: 'book',
        path: r.book,
        loader: bookPageLoader,
        ...page(booksPages.book, (m) => m.BookPage),
      },
      {
        id: 'bookDetails',
        path: r.bookDetails,
        loader: bookDetailsLoader,
        ...page(
          booksPages.bookDetails,
          (m) => m.BookDetailsPage,
          (m) => m.drawnParts,
        ),
      },
      {
        id: 'article',
        path: r.article,
        loader: feedListLoader('article'),
        ...page(articlesPages.article, (m) => m.ArticlePage),
      },
      {
        id: 'articleDetails',
        path: r.articleDetails,
        loader: articleDetailsLoader,
        ...page(articlesPages.articleDetails, (m) => m.ArticleDetailsPage),
      },
      {
        id: 'news',
        path: r.news,
        loader: feedListLoader('news'),
        ...page(articlesPages.news, (m) => m.NewsPage),
      },
      {
        id: 'journal',
        path: r.journal,
        loader: journalPageLoader,
        ...page(journalsPages.journal, (m) => m.JournalPage),
      },
      {
        id: 'journalDetails',
        path: r.journalDetails,
        loader: journalDetailsLoader,
        ...page(journalsPages.journalDetails, (m) => m.JournalDetailsPage),
      },
      {
        id: 'slide',
        path: r.slide,
        loader: slidePageLoader,
        ...page(slidesPages.slide, (m) => m.SlidePage),
      },
      {
        id: 'slideCategory',
        path: r.slideCategory,
        loader: slideCategoryLoader,
        ...page(slidesPages.slideCategory, (m) => m.SlideCategoryPage),
      },
      {
        id: 'slideSubCategory',
        path: r.slideSubCategory,
        loader: slideSubCategoryLoader,
        ...page(slidesPages.slideSubcategory, (m) => m.SlideSubCategoryPage),
      },
      {
        id: 'slideDetails',
        path: r.slideDetails,
        loader: slideDetailsLoader,
        ...page(slidesPages.slideDetails, (m) => m.SlideDetailsPage),
      },
      {
        id: 'profile',
        path: r.profile,
        loader: profileLoader,
        ...page(profilesPages.profile, (m) => m.ProfilePage),
      },
      {
        id: 'profileDetails',
        path: r.profileDetails,
        ...page(profilesPages.profileDetails, (m) => m.ProfileDetailsPage),
      },
      {
        id: 'uploadSlide',
        path: r.uploadSlide,
        ...page(slidesPages.uploadSlide, (m) => m.UploadSlidePage),
      },
      {
        id: 'uploadedSlides',
        path: r.uploadedSlides,
        ...page(slidesPages.uploadedSlides, (m) => m.UploadedSlidesPage),
      },
      {
        id: 'uploadedStatistics',
        path: r.uploadedStatistics,
        ...page(statisticsPages.statistics, (m) => m.StatisticsPage),
      },
      {
        id: 'playlist',
        path: r.playlist,
        loader: myPlaylistLoader,
        ...page(playlistsPages.playlist, (m) => m.PlaylistPage),
      },
      {
        id: 'viewPlaylist',
        path: r.viewPlaylist,
        loader: publicPlaylistLoader,
        ...page(playlistsPages.viewPlaylist, (m) => m.ViewPlaylistPage),
      },
      {
        id: 'search',
        path: r.search,
        loader: searchLoader,
        ...page(searchPages.search, (m) => m.SearchPage),
      },
      {
        id: 'register',
        path: r.register,
        ...page(authPages.register, (m) => m.RegisterPage),
      },
      {
        id: 'signup',
        path: r.signup,
        ...page(authPages.signup, (m) => m.SignupPage),
      },
      {
        id: 'terms',
        path: r.terms,
        ...page(staticPagesPages.terms, (m) => m.TermsPage),
      },
      {
        id: 'privacy',
        path: r.privacy,
        ...page(staticPagesPages.privacy, (m) => m.PrivacyPage),
      },
      {
        id: 'dmca',
        path: r.dmca,
        ...page(staticPagesPages.dmca, (m) => m.DmcaPage),
      },
      {
        id: 'about',
        path: r.about,
        ...page(staticPagesPages.about, (m) => m.AboutPage),
      },
      {
        id: 'component',
        path: r.component,
        ...page(
          () => import('./pages/component-page.tsx'),
          (m) => m.ComponentPage,
        ),
      },
      {
        id: 'editor',
        path: r.editor,
        ...page(editorPages.editor, (m) => m.EditorPage),
      },
      {
        id: 'notFound',
        path: r.notFound,
        ...page(
          () => import('./pages/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
      { id: 'unknown', path: '*', element: <Navigate to={r.notFound} replace /> },
    ],
  },
];

/** The routes of these ids, outermost first (the ids the server matched, page-data.ts). */
export function routesWithIds(ids: readonly string[]): RouteObject[] {
  const found: RouteObject[] = [];
  const visit = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.id !== undefined && ids.includes(route.id)) found.push(route);
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return found;
}

/**
 * The routes down to those of these ids: the root with only its matched child (the root is the one
 * route with children).
 */
function branchOf(ids: readonly string[]): RouteObject[] {
  return routes.map((root) =>
    root.index
      ? root
      : {
          ...root,
          children: root.children?.filter((route) => route.id !== undefined && ids.includes(route.id)),
        },
  );
}

/**
 * The browser's router; `hydrationData` is what the server's render loaded (entry-server.tsx).
 * A page the server drew starts with only the routes it matched (`matched`), and the others are
 * added at the first navigation that needs them: the router ranks every route it is given and
 * compiles its path as it is made, most of a long task on a slow phone (71–125 ms at a 4×
 * slowdown), which the page's first moments do not need.
 */
export function createRouter(
  client: QueryClient,
  hydrationData?: HydrationState,
  matched?: readonly string[],
) {
  const getContext = () => routeContextFor(client);
  if (!hydrationData || !matched?.length) return createBrowserRouter(routes, { hydrationData, getContext });
  let complete = false;
  return createBrowserRouter(branchOf(matched), {
    hydrationData,
    getContext,
    patchRoutesOnNavigation: ({ patch }) => {
      if (complete) return;
      complete = true;
      // Routes already there (by id) are left as they are.
      for (const root of routes) if (root.id && root.children) patch(root.id, root.children);
    },
  });
}
