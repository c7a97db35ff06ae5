import { slugify } from '@medshelf/shared';

/** The URL segment of a playlist name, in the name's own script (Devanagari, Malayalam…). */
export const playlistSlug = (name: string) => slugify(name);

/** A PostgreSQL unique violation, however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
