import { socialMessages } from '@medshelf/shared/social-messages';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useNotifications, useUnreadCount } from '../api/list-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { describeNotification } from './notification-text.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none" strokeWidth="2">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The bell of the top bar: the unread count (live over the account's event stream) and the
 * newest notifications, each leading to what it is about and marked read when opened.
 */
export function NotificationBell() {
  const socialText = useSharedText('social', socialMessages);
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  // The server draws no count; one heard over the live stream before this lazy part hydrated
  // would differ from that drawing (React error 418), so it shows once hydrated.
  const count = useUnreadCount().data?.unread ?? 0;
  const unread = useHydrated() ? count : 0;
  const list = useNotifications(open);
  const markRead = useMarkRead();
  const items = list.data?.items ?? [];

  return (
    // Not modal: the page stays readable and reachable beside the list (a modal menu hides it
    // from assistive technology while it is open).
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
        aria-label={socialText.bellLabel(unread)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[70vh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <Menu.Label className="text-sm font-semibold text-slate-900">
              {socialText.notificationsTitle}
            </Menu.Label>
            {unread > 0 ? (
              <Menu.Item
                className="min-h-11 cursor-pointer content-center rounded-md px-2 text-sm font-semibold text-brand-800 outline-none data-[highlighted]:bg-brand-50"
                onSelect={(event) => {
                  event.preventDefault();
                  markRead.mutate(null);
                }}
              >
                {socialText.markAllRead}
              </Menu.Item>
            ) : null}
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          {list.isPending ? (
            <p className="px-3 py-4 text-sm text-slate-600">{t('common.loading')}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-slate-700">{socialText.notificationsEmpty}</p>
          ) : (
            items.map((notification) => {
              const { text, to } = describeNotification(notification, socialText);
              return (
                <Menu.Item
                  key={notification.id}
                  className={itemClass}
                  onSelect={() => {
                    if (!notification.read) markRead.mutate(notification.id);
                    navigate(to);
                  }}
                >
                  <span
                    aria-hidden="true"
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-brand-700'}`}
                  />
                  <span className="min-w-0 flex-1">
                    <span className={notification.read ? 'text-slate-700' : 'font-semibold text-slate-900'}>
                      {text}
                    </span>
                    {notification.read ? null : <span className="sr-only"> {t('notifications.unread')}</span>}
                    <span className="block text-xs text-slate-600">
                      {format.date(notification.createdAt)}
                    </span>
                  </span>
                </Menu.Item>
              );
            })
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
