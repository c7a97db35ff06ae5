import { paths } from '@medshelf/shared/routes';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { loadAccountMenu, useAccount } from '../../features/auth/index.ts';
import { loadNotificationBell } from '../../features/notifications/index.ts';
import { LanguageSwitch } from '../../features/preferences/index.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { joinWithoutAction } from '../../lib/pending-action.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';
import { useHeaderHidden, useRevealHeaderOnFocus } from '../../lib/site-header.ts';
import { Logo } from './logo.tsx';
import { mainNavLinks } from './nav-links.ts';
import { SearchBox } from './search-box.tsx';
import { useScrolled } from './use-scrolled.ts';

const accountMenu = preloadableLazy(() => loadAccountMenu().then((module) => module.AccountMenu));
const notificationBell = preloadableLazy(() =>
  loadNotificationBell().then((module) => module.NotificationBell),
);
const AccountMenu = accountMenu.Part;
const NotificationBell = notificationBell.Part;

/** A member's top bar, loaded before a member's page is drawn on the server or hydrated. */
export const preloadMemberTopBar = () => Promise.all([accountMenu.preload(), notificationBell.preload()]);
const MobileDrawer = lazy(() =>
  import('./mobile-drawer.tsx').then((module) => ({ default: module.MobileDrawer })),
);

export function TopNav() {
  const t = useT();
  const { data: account } = useAccount();
  const scrolled = useScrolled();
  const hidden = useHeaderHidden();
  const header = useRef<HTMLElement>(null);
  useRevealHeaderOnFocus(header);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-scrolled={scrolled}
      ref={header}
      data-hidden={hidden}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,translate] duration-200 motion-reduce:transition-none ${
        scrolled ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-brand-50'
      } ${hidden ? '-translate-y-full' : ''}`}
    >
      {/* One search box for every width (each is a combobox to draw and hydrate): under the bar's
          row on a phone, in it from md up. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 md:flex-nowrap">
        <button
          ref={menuButton}
          type="button"
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerRequested(true);
            setDrawerOpen(true);
          }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6 stroke-current"
            fill="none"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
        <Logo />
        {/* The bar is a part of its own (root-layout.tsx); its links and its search box are parts
            inside it, each hydrated in a turn of its own. */}
        <HydrateLater>
          <nav aria-label={t('nav.main')} className="ml-4 hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainNavLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-sm font-medium ${
                        isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
                      }`
                    }
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </HydrateLater>
        <HydrateLater>
          <SearchBox className="order-last mb-3 basis-full md:order-none md:mb-0 md:ml-auto md:w-64 md:min-w-40 md:basis-auto" />
        </HydrateLater>
        <div className="ml-auto flex h-16 shrink-0 items-center gap-2 md:ml-0">
          <LanguageSwitch compact className="hidden lg:flex" />
          {account ? (
            <>
              <Suspense fallback={<span className="size-11" />}>
                <NotificationBell />
              </Suspense>
              <Link to={paths.uploadSlide()} className={buttonClass('primary')}>
                {t('nav.upload')}
              </Link>
              <Suspense fallback={<span className="size-11" />}>
                <AccountMenu account={account} />
              </Suspense>
            </>
          ) : (
            <>
              <button type="button" className={buttonClass('secondary')} onClick={() => joinWithoutAction()}>
                {t('nav.joinNow')}
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => joinWithoutAction(paths.uploadSlide())}
              >
                {t('nav.upload')}
              </button>
            </>
          )}
        </div>
      </div>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
