import type { Account } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { myShelfLinks } from '../../../lib/my-shelf-links.ts';
import { setThemeChoice, type ThemeChoice, themeOptions, useThemeChoice } from '../../../lib/theme.ts';
import { openSavedOffline } from '../../offline/index.ts';
import { signOut } from '../api/sign-out.ts';
import { Avatar } from './avatar.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The avatar and its menu for a signed-in user (SPEC §2): My Profile, Preferences, Log Out; their
 * own shelves (uploads, playlists, clipboard) too, and editors reach their screen from here
 * (PRODUCT.md "Roles").
 */
export function AccountMenu({ account }: { account: Account }) {
  const t = useT();
  const navigate = useNavigate();
  const theme = useThemeChoice();
  return (
    <Menu.Root>
      <Menu.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full"
        aria-label={t('account.menuFor', { email: account.user.email })}
      >
        <Avatar account={account} size={36} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Menu.Label className="truncate px-3 py-2 text-xs text-slate-600">{account.user.email}</Menu.Label>
          <Menu.Item
            className={itemClass}
            disabled={!account.user.username}
            onSelect={() => account.user.username && navigate(paths.profile(account.user.username))}
          >
            {t('account.myProfile')}
          </Menu.Item>
          {myShelfLinks(account.user.username).map((link) => (
            <Menu.Item key={link.to} className={itemClass} onSelect={() => navigate(link.to)}>
              {t(link.label)}
            </Menu.Item>
          ))}
          <Menu.Item className={itemClass} onSelect={() => navigate(paths.register())}>
            {t('account.preferences')}
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={openSavedOffline}>
            {t('shelf.savedOffline')}
          </Menu.Item>
          {account.user.role === 'editor' ? (
            <Menu.Item className={itemClass} onSelect={() => navigate(paths.editor())}>
              {t('account.editor')}
            </Menu.Item>
          ) : null}
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Label className="px-3 pt-1 text-xs font-semibold text-slate-600">
            {t('theme.label')}
          </Menu.Label>
          <Menu.RadioGroup value={theme} onValueChange={(value) => setThemeChoice(value as ThemeChoice)}>
            {themeOptions.map((option) => (
              <Menu.RadioItem key={option.value} value={option.value} className={`${itemClass} gap-2`}>
                <span aria-hidden="true" className="w-4 text-brand-800">
                  {theme === option.value ? '●' : ''}
                </span>
                {t(option.label)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={itemClass} onSelect={() => void signOut(navigate)}>
            {t('account.logOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
