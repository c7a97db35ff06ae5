import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { TopNav } from './top-nav.tsx';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <TopNav />
      <OfflineNotice />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </div>
  );
}
