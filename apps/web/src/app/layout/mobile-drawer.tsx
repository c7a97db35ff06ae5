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
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <DialogCloseButton label="Close menu" />
          </div>
          <section aria-label="Your profile" className="border-b border-slate-200 bg-brand-50 px-4 py-4">
            {account ? (
              <div className="flex items-center gap-3">
                <Avatar account={account} size={48} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">
                    {account.user.username ?? account.user.email}
                  </p>
                  <p className="text-sm text-slate-700" data-testid="drawer-followers">
                    {account.followerCount} {account.followerCount === 1 ? 'follower' : 'followers'}
                  </p>
                </div>
              </div>
            ) : (
              <>
                <p className="font-semibold text-slate-900">Welcome to MedShelf</p>
                <p className="mt-1 text-sm text-slate-700">
                  Join to upload slides, keep playlists and follow classmates.
                </p>
                <button type="button" onClick={join} className={buttonClass('primary', 'mt-3 w-full')}>
                  Join Now
                </button>
              </>
            )}
          </section>
          <nav aria-label="Mobile" className="flex-1 px-2 py-3">
            <ul className="space-y-1">
              {mainNavLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} onClick={close} className={itemClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3">
              {account
                ? myShelfLinks(account.user.username).map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end onClick={close} className={itemClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))
                : null}
              <li>
                <NavLink to={paths.register()} onClick={close} className={itemClass}>
                  Select Preference
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.uploadSlide()} onClick={close} className={itemClass}>
                  Upload slides
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
                  Saved for offline
                </button>
              </li>
              <li>
                {account ? (
                  <button type="button" className={itemClass({ isActive: false })} onClick={logOut}>
                    Logout
                  </button>
                ) : (
                  <button type="button" className={itemClass({ isActive: false })} onClick={join}>
                    Login
                  </button>
                )}
              </li>
            </ul>
          </nav>
          <LanguageSwitch className="border-t border-slate-200 px-4 py-3 text-slate-800" />
          <ThemeSwitch className="border-t border-slate-200 px-4 py-3 text-slate-800" />
          <div className="flex gap-4 border-t border-slate-200 px-4 py-3 text-sm">
            <NavLink to={paths.terms()} onClick={close} className="text-slate-700 underline">
              Terms and conditions
            </NavLink>
            <NavLink to={paths.privacy()} onClick={close} className="text-slate-700 underline">
              Privacy policy
            </NavLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
