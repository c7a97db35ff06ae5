import { z } from 'zod';
import { peopleLimits, peopleMessages } from '../people-limits.ts';
import { deckCardSchema, pagedSchema, personSummarySchema, pointedDeckSchema } from './slides.ts';

// Defined without the schema library (people-limits.ts) so web pages import them cheaply.
export { peopleLimits, peopleMessages };

const detail = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .default('');

const handlePattern = /^@?([\p{L}\p{N}_.-]{1,100})$/u;
const webAddressPattern = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

/**
 * What members type for a social link: a handle (`asha`, `@asha`) becomes the address on its
 * site, an address without its scheme (`instagram.com/asha`) gets https://, and what is left
 * must be an http(s) address.
 */
function socialAddress(value: string, site: string): string {
  const handle = handlePattern.exec(value);
  if (handle && !/\.(com|org|net)$/i.test(value)) return `https://${site}/${handle[1]}`;
  if (value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return `https://${value}`;
  return value;
}

/** A social link: empty, a handle on `site`, or a web address; stored as a full https address. */
const socialLink = (label: string, site: string) =>
  z
    .string()
    .trim()
    .transform((value) => socialAddress(value, site))
    .pipe(
      z
        .string()
        .max(peopleLimits.urlMaxLength, {
          error: `${label} link must be ${peopleLimits.urlMaxLength} characters or fewer`,
        })
        .refine((value) => value === '' || webAddressPattern.test(value), {
          error: `${label}: enter a username like @name or a web address`,
        }),
    )
    .default('');

/** The details of SPEC §3 a user edits on /profiledetails; all start empty. */
export const profileDetailsSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your name' })
    .max(peopleLimits.displayNameMaxLength, {
      error: `Name must be ${peopleLimits.displayNameMaxLength} characters or fewer`,
    }),
  nickname: detail('Nickname', peopleLimits.shortDetailMaxLength),
  language: detail('Language', peopleLimits.shortDetailMaxLength),
  gender: detail('Gender', peopleLimits.shortDetailMaxLength),
  /** The year the user joined their course, e.g. "2023"; empty when not given. */
  joinedDate: z
    .string()
    .trim()
    .refine((value) => value === '' || /^(19|20)\d{2}$/.test(value), {
      error: 'Enter the year you joined, e.g. 2023',
    })
    .default(''),
  education: detail('Education', peopleLimits.longDetailMaxLength),
  working: detail('Work', peopleLimits.longDetailMaxLength),
  summary: detail('Summary', peopleLimits.summaryMaxLength),
  facebook: socialLink('Facebook', 'facebook.com'),
  instagram: socialLink('Instagram', 'instagram.com'),
  twitter: socialLink('X (Twitter)', 'x.com'),
});
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;

/** The details as stored and answered: social links are full addresses by then. */
const storedDetailsSchema = profileDetailsSchema.extend({
  facebook: z.string(),
  instagram: z.string(),
  twitter: z.string(),
});
export type ProfileDetailsFields = z.infer<typeof storedDetailsSchema>;

/**
 * PUT /api/profile: the details, plus a username when the account has none yet (then the web
 * shows 'your username successfully added'); an existing username cannot be changed here.
 */
export const saveProfileBodySchema = profileDetailsSchema.extend({
  username: z.string().optional(),
});
export type SaveProfileBody = z.input<typeof saveProfileBodySchema>;

/** GET /api/profile: what /profiledetails edits (the signed-in user's own record). */
export const ownProfileSchema = storedDetailsSchema.extend({
  username: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
  /** Set when this save added the username (the web then shows 'your username successfully added'). */
  usernameAdded: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const profileCountsSchema = z.object({
  uploads: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
  /** Total views of the user's ready decks. */
  views: z.number().int(),
});
export type ProfileCounts = z.infer<typeof profileCountsSchema>;

/** GET /api/people/:username — the public profile. The email itself is never public. */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  /** First letter of the email, upper case: the avatar when there is no photo (SPEC §2). */
  initial: z.string(),
  details: storedDetailsSchema.omit({ displayName: true }),
  counts: profileCountsSchema,
  joinedAt: z.string().describe('When the account was created'),
  viewer: z.object({ isOwner: z.boolean(), following: z.boolean() }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const usernameParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** PUT/DELETE /api/people/:username/follow answer. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** A person in the followers/following lists and in search. */
export const personCardSchema = personSummarySchema.extend({
  username: z.string(),
  initial: z.string(),
  summary: z.string(),
  followerCount: z.number().int(),
});
export type PersonCard = z.infer<typeof personCardSchema>;
export const personListSchema = pagedSchema(personCardSchema);
export type PersonList = z.infer<typeof personListSchema>;

/** Live follower count of one profile, sent to anyone viewing it (`event: followers`). */
export const followerCountEventSchema = z.object({
  username: z.string(),
  followerCount: z.number().int(),
});
export type FollowerCountEvent = z.infer<typeof followerCountEventSchema>;

// ---------- Playlists ----------

const playlistName = z
  .string({ error: peopleMessages.playlistNameEmpty })
  .trim()
  .min(1, { error: peopleMessages.playlistNameEmpty })
  .max(peopleLimits.playlistNameMaxLength, {
    error: `Playlist names must be ${peopleLimits.playlistNameMaxLength} characters or fewer`,
  })
  .refine((name) => /[\p{L}\p{N}]/u.test(name), { error: 'Use at least one letter or number' });

/** POST /api/playlists: a top-level playlist, or a child of `parentId` (depth ≤ 3). */
export const createPlaylistBodySchema = z.object({
  name: playlistName,
  parentId: z.string().min(1).nullable().default(null),
  isPublic: z.boolean().default(false),
});
export type CreatePlaylistBody = z.input<typeof createPlaylistBodySchema>;

/** PATCH /api/playlists/:id: rename and/or change visibility. */
export const updatePlaylistBodySchema = z
  .object({ name: playlistName.optional(), isPublic: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.isPublic !== undefined, {
    error: 'Nothing to change',
  });
export type UpdatePlaylistBody = z.input<typeof updatePlaylistBodySchema>;

/** PUT /api/playlists/order (top level, parentId null) or a level's children, in their new order. */
export const reorderPlaylistsBodySchema = z.object({
  parentId: z.string().min(1).nullable(),
  ids: z.array(z.string().min(1)).min(1).max(200),
});
/** PUT /api/playlists/:id/items/order: the level's deck ids in their new order. */
export const reorderPlaylistItemsBodySchema = z.object({
  deckIds: z.array(z.string().min(1)).min(1).max(peopleLimits.playlistMaxItems),
});

export const playlistIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const playlistItemParamsSchema = z.object({
  id: z.string().min(1).max(64),
  deckId: z.string().min(1).max(64),
});

/** One playlist level as a tree node (children listed to the depth limit). */
export type PlaylistNode = {
  id: string;
  name: string;
  slug: string;
  /** Slugs from the top level down to this one, e.g. ["2nd-year", "pathology"]. */
  path: string[];
  depth: number;
  isPublic: boolean;
  itemCount: number;
  /** Thumbnail of the first deck, for cards; null when empty. */
  thumbnail: string | null;
  children: PlaylistNode[];
};
const playlistNodeFields = {
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  path: z.array(z.string()),
  depth: z.number().int().min(1).max(peopleLimits.playlistMaxDepth),
  isPublic: z.boolean(),
  itemCount: z.number().int(),
  thumbnail: z.string().nullable(),
};
/*
 * Spelled out to the depth limit rather than as a recursive (lazy) schema: the OpenAPI document
 * cannot show an unnamed recursive schema, and no level has more than two levels below it.
 */
const thirdLevelSchema = z.object({ ...playlistNodeFields, children: z.array(z.never()) });
const secondLevelSchema = z.object({ ...playlistNodeFields, children: z.array(thirdLevelSchema) });
export const playlistNodeSchema: z.ZodType<PlaylistNode> = z.object({
  ...playlistNodeFields,
  children: z.array(secondLevelSchema),
});

/** GET /api/playlists (own, every level) and /api/people/:username/playlists (public ones only). */
export const playlistTreeSchema = z.object({ playlists: z.array(playlistNodeSchema) });
export type PlaylistTree = z.infer<typeof playlistTreeSchema>;
/** GET /api/people/:username/playlists: whose they are, for the page's heading. */
export const publicPlaylistTreeSchema = playlistTreeSchema.extend({ owner: personSummarySchema });
export type PublicPlaylistTree = z.infer<typeof publicPlaylistTreeSchema>;

/** `?path=a/b/c`: the level addressed by /playlist/a/b/c or /viewplaylist/user/a/b/c. */
export const playlistPathQuerySchema = z.object({
  path: z
    .string()
    .optional()
    .transform((value) => (value ? value.split('/').filter(Boolean) : []))
    .refine((segments) => segments.length <= peopleLimits.playlistMaxDepth, {
      error: peopleMessages.playlistTooDeep,
    }),
});

/** One level opened: its breadcrumbs, sub-levels and decks (in the owner's order). */
export const playlistLevelSchema = z.object({
  owner: personSummarySchema,
  playlist: playlistNodeSchema,
  /** From the top level down to (not including) this one. */
  breadcrumbs: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      path: z.array(z.string()),
      /** Others see a level only when it and every level above it are public. */
      isPublic: z.boolean(),
    }),
  ),
  items: z.array(
    z.object({
      addedAt: z.string(),
      deck: deckCardSchema,
    }),
  ),
});
export type PlaylistLevel = z.infer<typeof playlistLevelSchema>;

/** "Save to playlist": which of the user's playlists already hold a deck. */
export const deckPlaylistsSchema = z.object({ playlistIds: z.array(z.string()) });

// ---------- Clipboard ----------

const clipNote = z
  .string()
  .trim()
  .max(peopleLimits.clipNoteMaxLength, {
    error: `Notes must be ${peopleLimits.clipNoteMaxLength} characters or fewer`,
  });

export const createClipBodySchema = z.object({
  deckId: z.string().min(1).max(64),
  pageNumber: z.number().int().min(1),
  note: clipNote.default(''),
  isPublic: z.boolean().default(false),
});
export type CreateClipBody = z.input<typeof createClipBodySchema>;

/** PATCH /api/clips/:id: only the fields sent change (zod's defaults would apply inside .partial()). */
export const updateClipBodySchema = z.object({ note: clipNote, isPublic: z.boolean() }).partial();
export type UpdateClipBody = z.input<typeof updateClipBodySchema>;
export const clipIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A clipped page: its image and the way back to that page in its deck. */
export const clipSchema = z.object({
  id: z.string(),
  note: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  pageNumber: z.number().int(),
  image: z.object({
    small: z.string(),
    thumb: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  deck: pointedDeckSchema,
});
export type Clip = z.infer<typeof clipSchema>;
export const clipListSchema = pagedSchema(clipSchema);
export type ClipList = z.infer<typeof clipListSchema>;
