import { paths, socialMessages } from '@medshelf/shared';
import type { PageHead } from '../../plugins/page-heads.ts';
import type { ProfilesContext } from './context.ts';
import { findMemberByUsername, readCounts, readDetails } from './repository.ts';

export const profilePattern = /^\/profile\/([^/]+)\/?$/i;

const descriptionMax = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= descriptionMax ? flat : `${flat.slice(0, descriptionMax - 1).trimEnd()}…`;
}

/** A photo URL as link previews need it: absolute. */
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/**
 * The head of a public profile: "Name (@username)", the member's summary, their photo for link
 * previews, and the canonical address (the username as they spell it). Unknown: a 404 status.
 */
export async function profileHead(ctx: ProfilesContext, username: string): Promise<PageHead | null> {
  const member = await findMemberByUsername(ctx.db, username);
  if (!member) return null;
  const [details, counts] = await Promise.all([
    readDetails(ctx.db, member.id),
    readCounts(ctx.db, member.id, null),
  ]);
  const canonicalPath = paths.profile(member.username);
  const summary = details?.summary.trim() ?? '';
  const decks = counts?.uploads ?? 0;
  const followers = counts?.followers ?? 0;
  const description = summary
    ? shorten(summary)
    : `${member.name} shares ${decks} slide ${decks === 1 ? 'deck' : 'decks'} on MedShelf and has ${followers} ${followers === 1 ? 'follower' : 'followers'}.`;
  const image = member.image ? absolute(ctx.publicUrl, member.image) : undefined;
  return {
    title: `${member.name} (@${member.username})`,
    description,
    ...(image ? { image: { url: image } } : {}),
    canonicalPath,
    atomFeed: { path: paths.profileFeed(member.username), title: socialMessages.atomLink(member.name) },
    jsonLd: {
      '@type': 'ProfilePage',
      url: `${ctx.publicUrl}${canonicalPath}`,
      mainEntity: {
        '@type': 'Person',
        name: member.name,
        alternateName: `@${member.username}`,
        description,
        ...(image ? { image } : {}),
      },
    },
  };
}
