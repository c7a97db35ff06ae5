import { slugify } from '@medshelf/shared';

/** The URL segment of a playlist name, in the name's own script (Devanagari, Malayalam…). */
export const playlistSlug = (name: string) => slugify(name);
