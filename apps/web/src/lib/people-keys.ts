/**
 * Query keys of everything about members, in one place. A username is matched whatever its
 * case, so the keys use it lower-cased: /profile/Asha and /profile/asha share one cache entry.
 */
const member = (username: string) => ['people', username.toLowerCase()] as const;

export type MemberDeckTab = 'uploads' | 'liked';
export type FollowSide = 'followers' | 'following';

export const peopleKeys = {
  all: ['people'] as const,
  member,
  profile: (username: string) => [...member(username), 'profile'] as const,
  /** `after`: the cursor of the page before (the pager's Next link), empty when by page number. */
  decks: (username: string, tab: MemberDeckTab, page: number, after: string) =>
    [...member(username), tab, page, after] as const,
  /** Every page of one of a member's lists. */
  list: (username: string, list: MemberDeckTab | FollowSide) => [...member(username), list] as const,
  people: (username: string, side: FollowSide, page: number, after: string) =>
    [...member(username), side, page, after] as const,
  own: ['profile', 'own'] as const,
};

export const peoplePath = (username: string, rest = '') =>
  `/api/people/${encodeURIComponent(username)}${rest}`;
