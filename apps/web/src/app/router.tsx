import { routePatterns } from '@medshelf/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { articleDetailsLoader, feedListLoader } from '../features/articles/api/route-loaders.ts';
import { bookDetailsLoader, bookPageLoader } from '../features/books/api/route-loaders.ts';
import { journalDetailsLoader, journalPageLoader } from '../features/journals/api/route-loaders.ts';
import { myPlaylistLoader, publicPlaylistLoader } from '../features/playlists/api/route-loaders.ts';
import { profileLoader } from '../features/profiles/api/route-loaders.ts';
import { searchLoader } from '../features/search/api/route-loaders.ts';
import { slideDetailsLoader } from '../features/slides/api/route-loaders.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** A lazily loaded page: its code is a separate chunk, fetched with retry (SPEC §7). */
function page<Module>(
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'ErrorBoundary'> {
  const loadWithRetry = lazyWithRetry(load);
  return {
    lazy: async () => ({ Component: component(await loadWithRetry()) }),
    hydrateFallbackElement: <PageSkeleton />,
    ErrorBoundary: RouteError,
  };
}

const r = routePatterns;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        path: r.home,
        ...page(
          () => import('../features/home/pages/home-page.tsx'),
          (m) => m.HomePage,
        ),
      },
      {
        path: r.book,
        loader: bookPageLoader,
        ...page(
          () => import('../features/books/pages/book-page.tsx'),
          (m) => m.BookPage,
        ),
      },
      {
        path: r.bookDetails,
        loader: bookDetailsLoader,
        ...page(
          () => import('../features/books/pages/book-details-page.tsx'),
          (m) => m.BookDetailsPage,
        ),
      },
      {
        path: r.article,
        loader: feedListLoader('article'),
        ...page(
          () => import('../features/articles/pages/article-page.tsx'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: r.articleDetails,
        loader: articleDetailsLoader,
        ...page(
          () => import('../features/articles/pages/article-details-page.tsx'),
          (m) => m.ArticleDetailsPage,
        ),
      },
      {
        path: r.news,
        loader: feedListLoader('news'),
        ...page(
          () => import('../features/articles/pages/news-page.tsx'),
          (m) => m.NewsPage,
        ),
      },
      {
        path: r.journal,
        loader: journalPageLoader,
        ...page(
          () => import('../features/journals/pages/journal-page.tsx'),
          (m) => m.JournalPage,
        ),
      },
      {
        path: r.journalDetails,
        loader: journalDetailsLoader,
        ...page(
          () => import('../features/journals/pages/journal-details-page.tsx'),
          (m) => m.JournalDetailsPage,
        ),
      },
      {
        path: r.slide,
        ...page(
          () => import('../features/slides/pages/slide-page.tsx'),
          (m) => m.SlidePage,
        ),
      },
      {
        path: r.slideSubCategory,
        ...page(
          () => import('../features/slides/pages/slide-subcategory-page.tsx'),
          (m) => m.SlideSubCategoryPage,
        ),
      },
      {
        path: r.slideDetails,
        loader: slideDetailsLoader,
        ...page(
          () => import('../features/slides/pages/slide-details-page.tsx'),
          (m) => m.SlideDetailsPage,
        ),
      },
      {
        path: r.profile,
        loader: profileLoader,
        ...page(
          () => import('../features/profiles/pages/profile-page.tsx'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: r.profileDetails,
        ...page(
          () => import('../features/profiles/pages/profile-details-page.tsx'),
          (m) => m.ProfileDetailsPage,
        ),
      },
      {
        path: r.uploadSlide,
        ...page(
          () => import('../features/slides/pages/upload-slide-page.tsx'),
          (m) => m.UploadSlidePage,
        ),
      },
      {
        path: r.uploadedSlides,
        ...page(
          () => import('../features/slides/pages/uploaded-slides-page.tsx'),
          (m) => m.UploadedSlidesPage,
        ),
      },
      {
        path: r.playlist,
        loader: myPlaylistLoader,
        ...page(
          () => import('../features/playlists/pages/playlist-page.tsx'),
          (m) => m.PlaylistPage,
        ),
      },
      {
        path: r.viewPlaylist,
        loader: publicPlaylistLoader,
        ...page(
          () => import('../features/playlists/pages/view-playlist-page.tsx'),
          (m) => m.ViewPlaylistPage,
        ),
      },
      {
        path: r.search,
        loader: searchLoader,
        ...page(
          () => import('../features/search/pages/search-page.tsx'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: r.register,
        ...page(
          () => import('../features/auth/pages/register-page.tsx'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: r.signup,
        ...page(
          () => import('../features/auth/pages/signup-page.tsx'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: r.terms,
        ...page(
          () => import('../features/static-pages/pages/terms-page.tsx'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: r.privacy,
        ...page(
          () => import('../features/static-pages/pages/privacy-page.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: r.dmca,
        ...page(
          () => import('../features/static-pages/pages/dmca-page.tsx'),
          (m) => m.DmcaPage,
        ),
      },
      {
        path: r.about,
        ...page(
          () => import('../features/static-pages/pages/about-page.tsx'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: r.component,
        ...page(
          () => import('./pages/component-page.tsx'),
          (m) => m.ComponentPage,
        ),
      },
      {
        path: r.editor,
        ...page(
          () => import('../features/editor/pages/editor-page.tsx'),
          (m) => m.EditorPage,
        ),
      },
      {
        path: r.notFound,
        ...page(
          () => import('./pages/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
      { path: '*', element: <Navigate to={r.notFound} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
