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
  decks: (username: string, tab: MemberDeckTab, page: number) => [...member(username), tab, page] as const,
  /** Every page of one of a member's lists. */
  list: (username: string, list: MemberDeckTab | FollowSide) => [...member(username), list] as const,
  people: (username: string, side: FollowSide, page: number) => [...member(username), side, page] as const,
  own: ['profile', 'own'] as const,
};

export const peoplePath = (username: string, rest = '') =>
  `/api/people/${encodeURIComponent(username)}${rest}`;
