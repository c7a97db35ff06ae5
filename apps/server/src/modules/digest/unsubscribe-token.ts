import { timingSafeEqual } from 'node:crypto';

type KeyedHash = (...parts: string[]) => string;

const purpose = 'digest-unsubscribe';

/**
 * The unsubscribe link's proof: the member's id and its keyed hash under the site's secret,
 * so the link works without signing in and nobody can make one for somebody else. It does not
 * expire: an old email's link must still work.
 */
export function unsubscribeToken(keyedHash: KeyedHash, userId: string): string {
  return `${userId}.${keyedHash(purpose, userId)}`;
}

/** The member a token names, or null when it was not made with this site's secret. */
export function memberOfToken(keyedHash: KeyedHash, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(keyedHash(purpose, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
