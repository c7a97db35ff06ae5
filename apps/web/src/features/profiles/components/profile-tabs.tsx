import type { PublicProfile } from '@medshelf/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { type RefObject, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ClipboardTab } from '../../clipboard/index.ts';
import { FollowPeopleTab } from '../../follows/index.ts';
import { ProfilePlaylistsTab } from '../../playlists/index.ts';
import { MemberDecksTab } from './member-decks-tab.tsx';

/** The five profile tabs of SPEC §2, in its order. */
export const profileTabs = [
  { value: 'uploads', label: 'profile.tabUploads' },
  { value: 'playlists', label: 'profile.tabPlaylists' },
  { value: 'liked', label: 'profile.tabLiked' },
  { value: 'followers', label: 'profile.tabFollowers' },
  { value: 'clipboard', label: 'profile.tabClipboard' },
] as const satisfies readonly { value: string; label: MessageId }[];
export type ProfileTab = (typeof profileTabs)[number]['value'];

export function profileTabFrom(value: string | null): ProfileTab {
  return profileTabs.find((tab) => tab.value === value)?.value ?? 'uploads';
}

const triggerClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center rounded-md px-3 text-sm sm:px-4 font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

/**
 * On a phone the five tabs are wider than the screen and the list scrolls sideways: the open tab
 * is brought into the list's view (a link to ?tab=clipboard would open with its tab out of
 * sight), without moving the page up or down.
 */
function useOpenTabInView(list: RefObject<HTMLDivElement | null>, tab: string) {
  useEffect(() => {
    const element = list.current;
    const active = element?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (!element || !active) return;
    const box = element.getBoundingClientRect();
    const shown = active.getBoundingClientRect();
    if (shown.left >= box.left && shown.right <= box.right) return;
    const left = shown.left - box.left + element.scrollLeft;
    element.scrollTo({ left: left - (element.clientWidth - shown.width) / 2 });
  }, [list, tab]);
}

/**
 * The tabs, kept in `?tab=` (uploads by default) so a tab can be shared and survives a reload;
 * a list's page (`?page=`) starts again at 1 on another tab. Only the open tab loads its list.
 */
export function ProfileTabs({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabFrom(searchParams.get('tab'));
  const { username, displayName } = profile;
  const isOwner = profile.viewer.isOwner;
  const list = useRef<HTMLDivElement>(null);
  useOpenTabInView(list, tab);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => {
        const params = new URLSearchParams();
        if (next !== 'uploads') params.set('tab', next);
        setSearchParams(params, { replace: true, preventScrollReset: true });
      }}
    >
      <Tabs.List
        ref={list}
        aria-label={t('profile.shelf', { name: displayName })}
        className="-mx-4 flex overflow-x-auto border-y border-slate-200 bg-slate-100 p-1 sm:mx-0 sm:inline-flex sm:rounded-lg sm:border"
      >
        {profileTabs.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} data-tab={item.value} className={triggerClass}>
            {t(item.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="uploads" className="mt-6">
        <MemberDecksTab tab="uploads" username={username} displayName={displayName} isOwner={isOwner} />
      </Tabs.Content>
      <Tabs.Content value="playlists" className="mt-6">
        <ProfilePlaylistsTab username={username} isOwner={isOwner} />
      </Tabs.Content>
      <Tabs.Content value="liked" className="mt-6">
        <MemberDecksTab tab="liked" username={username} displayName={displayName} isOwner={isOwner} />
      </Tabs.Content>
      <Tabs.Content value="followers" className="mt-6">
        <FollowPeopleTab
          username={username}
          displayName={displayName}
          isOwner={isOwner}
          counts={{ followers: profile.counts.followers, following: profile.counts.following }}
        />
      </Tabs.Content>
      <Tabs.Content value="clipboard" className="mt-6">
        <ClipboardTab username={username} isOwner={isOwner} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
