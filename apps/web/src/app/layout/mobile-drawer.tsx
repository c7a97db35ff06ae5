import { paths } from '@medshelf/shared/routes';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { dialogOverlayClass } from '../../components/ui/dialog-styles.ts';
import { ThemeSwitch } from '../../components/ui/theme-switch.tsx';
import { Avatar, signOut, useAccount } from '../../features/auth/index.ts';
import { openSavedOffline } from '../../features/offline/index.ts';
import { LanguageSwitch } from '../../features/preferences/index.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { myShelfLinks } from '../../lib/my-shelf-links.ts';
import { joinWithoutAction } from '../../lib/pending-action.ts';
import { mainNavLinks } from './nav-links.ts';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes back to on close: the menu button lives outside this lazily loaded dialog. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 w-full items-center rounded-lg px-3 text-left text-base ${
    isActive ? 'bg-brand-100 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** The mobile menu (SPEC §2): profile block, sections, preference, upload, sign-in, legal links. */
export function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const t = useT();
  const { data: account } = useAccount();
  const navigate = useNavigate();
  const close = () => onOpenChange(false);
  const join = () => {
    close();
    joinWithoutAction();
  };
  const logOut = () => {
    close();
    void signOut(navigate);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-white shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-brand-900">{t('drawer.title')}</Dialog.Title>
            <DialogCloseButton label={t('drawer.close')} />
          </div>
          <section
            aria-label={t('drawer.profile')}
            className="border-b border-slate-200 bg-brand-50 px-4 py-4"
          >
            {account ? (
              <div className="flex items-center gap-3">
                <Avatar account={account} size={48} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">
                    {account.user.username ?? account.user.email}
                  </p>
                  <p className="text-sm text-slate-700" data-testid="drawer-followers">
                    {t('drawer.followers', { count: account.followerCount })}
                  </p>
                </div>
              </div>
            ) : (
              <>
                <p className="font-semibold text-slate-900">{t('drawer.welcome')}</p>
                <p className="mt-1 text-sm text-slate-700">{t('drawer.joinPitch')}</p>
                <button type="button" onClick={join} className={buttonClass('primary', 'mt-3 w-full')}>
                  {t('nav.joinNow')}
                </button>
              </>
            )}
          </section>
          <nav aria-label={t('nav.mobile')} className="flex-1 px-2 py-3">
            <ul className="space-y-1">
              {mainNavLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} onClick={close} className={itemClass}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3">
              {account
                ? myShelfLinks(account.user.username).map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end onClick={close} className={itemClass}>
                        {t(link.label)}
                      </NavLink>
                    </li>
                  ))
                : null}
              <li>
                <NavLink to={paths.register()} onClick={close} className={itemClass}>
                  {t('drawer.selectPreference')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.uploadSlide()} onClick={close} className={itemClass}>
                  {t('drawer.uploadSlides')}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className={itemClass({ isActive: false })}
                  onClick={() => {
                    close();
                    openSavedOffline();
                  }}
                >
                  {t('shelf.savedOffline')}
                </button>
              </li>
              <li>
                {account ? (
                  <button type="button" className={itemClass({ isActive: false })} onClick={logOut}>
                    {t('drawer.logout')}
                  </button>
                ) : (
                  <button type="button" className={itemClass({ isActive: false })} onClick={join}>
                    {t('drawer.login')}
                  </button>
                )}
              </li>
            </ul>
          </nav>
          <LanguageSwitch className="border-t border-slate-200 px-4 py-3 text-slate-800" />
          <ThemeSwitch className="border-t border-slate-200 px-4 py-3 text-slate-800" />
          <div className="flex gap-4 border-t border-slate-200 px-4 py-3 text-sm">
            <NavLink to={paths.terms()} onClick={close} className="text-slate-700 underline">
              {t('footer.terms')}
            </NavLink>
            <NavLink to={paths.privacy()} onClick={close} className="text-slate-700 underline">
              {t('footer.privacy')}
            </NavLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
