import { type FollowingFeedItem, paths, socialMessages } from '@medshelf/shared';
import { Feed } from 'feed';

interface Member {
  username: string;
  name: string;
  createdAt: Date;
}

/**
 * A member's public decks and playlists as Atom 1.0 (RFC 4287): entries with stable ids (their
 * page addresses), the feed's own address as rel="self", and its time as that of the newest entry.
 */
export function atomFeed(publicUrl: string, member: Member, items: FollowingFeedItem[]): string {
  const profile = `${publicUrl}${paths.profile(member.username)}`;
  const name = member.name || member.username;
  const entries = items.map((item) =>
    item.type === 'deck'
      ? {
          title: item.deck.title,
          link: `${publicUrl}${paths.slideDetails(item.deck.id, item.deck.category.slug, item.deck.subCategory.slug)}`,
          date: new Date(item.deck.createdAt),
          description: `${item.deck.subCategory.name} · ${item.deck.pageCount} pages`,
          image: item.deck.thumbnail ? `${publicUrl}${item.deck.thumbnail}` : undefined,
        }
      : {
          title: item.playlist.name,
          link: `${publicUrl}${paths.viewPlaylist(member.username, item.playlist.slug)}`,
          date: new Date(item.playlist.createdAt),
          description: socialMessages.playlistBy(name),
          image: undefined,
        },
  );
  const feed = new Feed({
    title: socialMessages.atomTitle(name),
    id: profile,
    link: profile,
    updated: entries[0]?.date ?? member.createdAt,
    generator: false,
    feedLinks: { atom: `${publicUrl}${paths.profileFeed(member.username)}` },
    author: { name, link: profile },
    copyright: name,
  });
  for (const entry of entries) {
    feed.addItem({ ...entry, id: entry.link, author: [{ name, link: profile }] });
  }
  return feed.atom1();
}
