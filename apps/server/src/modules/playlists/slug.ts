import { slugify } from '@medshelf/shared';

/**
 * The URL segment of a playlist name: the site's usual slug, or for a name in a script it
 * cannot spell in ASCII (Devanagari, Malayalam…) the name's own letters joined by '-'.
 */
export function playlistSlug(name: string): string {
  return (
    slugify(name) ||
    name
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** A PostgreSQL unique violation, however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
