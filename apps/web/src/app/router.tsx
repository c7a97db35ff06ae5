import { routePatterns } from '@medshelf/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { feedItemQuery } from '../features/articles/api/get-feed-item.ts';
import { feedListParams, feedListQuery } from '../features/articles/api/list-feed-items.ts';
import { accountQuery } from '../features/auth/api/get-account.ts';
import { bookQuery } from '../features/books/api/get-book.ts';
import { bookListParamsFrom, bookListQuery } from '../features/books/api/list-books.ts';
import { journalQuery } from '../features/journals/api/get-journal.ts';
import { journalListParamsFrom, journalListQuery } from '../features/journals/api/list-journals.ts';
import { myLevelQuery } from '../features/playlists/api/get-my-level.ts';
import { publicLevelQuery } from '../features/playlists/api/get-public-level.ts';
import { publicPlaylistsQuery } from '../features/playlists/api/get-public-playlists.ts';
import { profileQuery } from '../features/profiles/api/get-profile.ts';
import { memberDecksQuery } from '../features/profiles/api/list-member-decks.ts';
import { searchParamsFrom, searchQuery } from '../features/search/api/search.ts';
import { deckQuery } from '../features/slides/api/get-deck.ts';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { queryClient } from '../lib/query-client.ts';
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
        // Only a link with a tab decides the list alone; without one it follows the visitor's
        // preference, which the page reads.
        loader: ({ request }) => {
          const search = new URL(request.url).searchParams;
          const tab = search.get('tab');
          if (tab) void queryClient.prefetchQuery(bookListQuery(bookListParamsFrom(search, tab, [])));
          return null;
        },
        ...page(
          () => import('../features/books/pages/book-page.tsx'),
          (m) => m.BookPage,
        ),
      },
      {
        path: r.bookDetails,
        // The book is fetched while its page's code downloads, not after it.
        loader: ({ params }) => {
          void queryClient.prefetchQuery(bookQuery(params.bookDocId ?? ''));
          return null;
        },
        ...page(
          () => import('../features/books/pages/book-details-page.tsx'),
          (m) => m.BookDetailsPage,
        ),
      },
      {
        path: r.article,
        // The list is fetched while the page's code downloads, not after it.
        loader: ({ request }) => {
          const search = new URL(request.url).searchParams;
          void queryClient.prefetchQuery(feedListQuery(feedListParams('article', search)));
          return null;
        },
        ...page(
          () => import('../features/articles/pages/article-page.tsx'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: r.articleDetails,
        loader: ({ params }) => {
          void queryClient.prefetchQuery(
            feedItemQuery(params.articleTitle ?? '', params.articleSource ?? ''),
          );
          return null;
        },
        ...page(
          () => import('../features/articles/pages/article-details-page.tsx'),
          (m) => m.ArticleDetailsPage,
        ),
      },
      {
        path: r.news,
        loader: ({ request }) => {
          const search = new URL(request.url).searchParams;
          void queryClient.prefetchQuery(feedListQuery(feedListParams('news', search)));
          return null;
        },
        ...page(
          () => import('../features/articles/pages/news-page.tsx'),
          (m) => m.NewsPage,
        ),
      },
      {
        path: r.journal,
        loader: ({ request }) => {
          const search = new URL(request.url).searchParams;
          void queryClient.prefetchQuery(journalListQuery(journalListParamsFrom(search)));
          return null;
        },
        ...page(
          () => import('../features/journals/pages/journal-page.tsx'),
          (m) => m.JournalPage,
        ),
      },
      {
        path: r.journalDetails,
        loader: ({ request }) => {
          const slug = new URL(request.url).searchParams.get('journal')?.trim();
          if (slug) void queryClient.prefetchQuery(journalQuery(slug));
          return null;
        },
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
        // The deck is fetched while the viewer's code downloads, not after it.
        loader: ({ params }) => {
          void queryClient.prefetchQuery(deckQuery(params.slideDocId ?? ''));
          return null;
        },
        ...page(
          () => import('../features/slides/pages/slide-details-page.tsx'),
          (m) => m.SlideDetailsPage,
        ),
      },
      {
        path: r.profile,
        // The profile and its opening list are fetched while the page's code downloads.
        loader: ({ params, request }) => {
          const username = params.userId ?? '';
          const search = new URL(request.url).searchParams;
          const tab = search.get('tab') ?? 'uploads';
          void queryClient.prefetchQuery(profileQuery(username));
          if (tab === 'uploads' || tab === 'liked') {
            const listPage = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
            void queryClient.prefetchQuery(memberDecksQuery(username, tab, listPage));
          }
          return null;
        },
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
        // A signed-in user's level is fetched while the page's code downloads.
        loader: ({ params }) => {
          const path = [params.levelone, params.leveltwo, params.levelthree].filter((s) => s !== undefined);
          if (path.length && queryClient.getQueryData(accountQuery().queryKey)) {
            void queryClient.prefetchQuery(myLevelQuery(path));
          }
          return null;
        },
        ...page(
          () => import('../features/playlists/pages/playlist-page.tsx'),
          (m) => m.PlaylistPage,
        ),
      },
      {
        path: r.viewPlaylist,
        loader: ({ params }) => {
          const username = params.username ?? '';
          const path = [params.levelone, params.leveltwo, params.levelthree].filter((s) => s !== undefined);
          if (path.length) void queryClient.prefetchQuery(publicLevelQuery(username, path));
          else void queryClient.prefetchQuery(publicPlaylistsQuery(username));
          return null;
        },
        ...page(
          () => import('../features/playlists/pages/view-playlist-page.tsx'),
          (m) => m.ViewPlaylistPage,
        ),
      },
      {
        path: r.search,
        // The results are fetched while the page's code downloads, not after it.
        loader: ({ params, request }) => {
          const search = searchParamsFrom(params.searchText ?? '', new URL(request.url).searchParams);
          if (search.q) void queryClient.prefetchQuery(searchQuery(search));
          return null;
        },
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
