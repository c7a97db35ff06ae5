import type { FeedPlaylist, FollowingFeedItem, UnreadCount } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { socialMessages } from '@medshelf/shared/social-messages';
import { skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PlaylistIcon } from '../../../components/ui/playlist-icons.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { notificationKeys } from '../../../lib/notification-keys.ts';
import { PersonCard } from '../../follows/index.ts';
import { DeckCard, DeckGridSkeleton } from '../../slides/index.ts';
import { useFollowingFeed } from '../api/following-feed.ts';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

function PlaylistCard({ playlist }: { playlist: FeedPlaylist }) {
  const socialText = useSharedText('social', socialMessages);
  const format = useFormat();
  const owner = playlist.owner.displayName || playlist.owner.username || '';
  return (
    <Card
      to={paths.viewPlaylist(playlist.owner.username ?? '', playlist.slug)}
      title={playlist.name}
      headingLevel={3}
      media={
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-t-xl bg-brand-50 text-brand-800">
          <PlaylistIcon name="folder" className="size-10" />
        </div>
      }
    >
      <p className="truncate text-sm text-slate-600">{socialText.playlistBy(owner)}</p>
      <p className="text-sm text-slate-600">{format.count('slides.decks', playlist.deckCount)}</p>
    </Card>
  );
}

/**
 * A new notification may be a deck from someone followed: the feed is asked again when the
 * unread count (kept live by the account's event stream) goes up, so it never needs a reload.
 */
function useRefreshOnNews(refetch: () => unknown) {
  const { data } = useQuery<UnreadCount>({ queryKey: notificationKeys.unread, queryFn: skipToken });
  const last = useRef(data?.unread);
  useEffect(() => {
    const unread = data?.unread;
    if (unread !== undefined && last.current !== undefined && unread > last.current) void refetch();
    last.current = unread;
  }, [data?.unread, refetch]);
}

const itemKey = (item: FollowingFeedItem) => (item.type === 'deck' ? item.deck.id : item.playlist.id);

/**
 * The home page of a signed-in member starts with what the people they follow shared: decks
 * and public playlists, the newest first, in pages. Nothing yet: members worth following.
 */
export function FollowingFeedSection() {
  const socialText = useSharedText('social', socialMessages);
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const feed = useFollowingFeed(page, true);
  useRefreshOnNews(feed.refetch);
  let body: ReactNode;
  if (feed.isPending) body = <DeckGridSkeleton count={4} />;
  else if (!feed.data) return null;
  else if (feed.data.total === 0) {
    body = (
      <EmptyState title={socialText.feedEmpty} headingLevel={3}>
        {feed.data.suggestions.length ? (
          <>
            <p>{socialText.feedSuggestions}</p>
            <ul className="mt-4 grid gap-3 text-left sm:grid-cols-2" aria-label={socialText.feedSuggestions}>
              {feed.data.suggestions.map((person) => (
                <li key={person.id}>
                  <PersonCard person={person} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </EmptyState>
    );
  } else {
    const { items, pageSize, total } = feed.data;
    body = (
      <>
        <ul className={gridClass} aria-label={socialText.feedTitle}>
          {items.map((item, index) => (
            <li key={itemKey(item)}>
              {item.type === 'deck' ? (
                <DeckCard deck={item.deck} headingLevel={3} eager={index < 4} />
              ) : (
                <PlaylistCard playlist={item.playlist} />
              )}
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={Math.ceil(total / pageSize)} label={socialText.feedTitle} />
      </>
    );
  }
  return (
    <section aria-labelledby="home-following" className="mb-12">
      <h2 id="home-following" className="mb-6 text-2xl font-bold text-slate-900">
        {socialText.feedTitle}
      </h2>
      {body}
    </section>
  );
}
