import type { DeckDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { ContentNotFound } from '../../../components/states/content-not-found.tsx';
import { QueryBoundary } from '../../../components/states/query-boundary.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { useAccount } from '../../auth/index.ts';
import { DeckNotSavedOffline, SaveDeckOffline } from '../../offline/index.ts';
import { useKeepReadingPosition } from '../../reading/index.ts';
import { useDeck } from '../api/get-deck.ts';
import { useRecordView } from '../api/record-view.ts';
import { CommentSection } from '../components/comments/comment-section.tsx';
import { DeckAbout } from '../components/deck-about.tsx';
import { DeckActions } from '../components/deck-actions.tsx';
import { DeckDetailsSkeleton } from '../components/deck-details-skeleton.tsx';
import { DeckBreadcrumb, DeckHeader } from '../components/deck-header.tsx';
import { DeckProcessing } from '../components/deck-processing.tsx';
import { RelatedDecks } from '../components/related-decks.tsx';
import { DeckViewer } from '../components/viewer/deck-viewer.tsx';
import { useDeckSlots } from '../deck-slots.ts';
import { ReadingDeckContext } from '../reading-deck.ts';

const canonicalPath = (deck: DeckDetail) =>
  paths.slideDetails(deck.id, deck.category.slug, deck.subCategory.slug);

function summary(deck: DeckDetail, t: Translate): string {
  const text =
    deck.description.trim() ||
    t('deck.summary', { count: deck.pageCount, topic: deck.subCategory.name, category: deck.category.name });
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * A link with an old or wrong category (a deck moved to another topic, a hand-typed link) is
 * replaced by the deck's own, so history and shared links carry one address per deck.
 */
function useCanonicalUrl(deck: DeckDetail | undefined) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const canonical = deck ? canonicalPath(deck) : null;
  useEffect(() => {
    if (canonical && decodeURIComponent(pathname) !== decodeURIComponent(canonical)) {
      navigate(`${canonical}${search}${hash}`, { replace: true });
    }
  }, [canonical, pathname, search, hash, navigate]);
}

/** The deck as "Continue reading" shows it; the uploader's own decks are not kept there. */
function useKeepDeckPage(deck: DeckDetail) {
  const first = deck.pages[0];
  const subject = useMemo(
    () =>
      deck.viewer.isOwner || deck.status !== 'ready'
        ? null
        : {
            kind: 'deck' as const,
            id: deck.id,
            title: deck.title,
            path: canonicalPath(deck),
            image: first ? { url: first.thumb, width: first.width, height: first.height } : null,
            pageCount: deck.pageCount,
          },
    [deck, first],
  );
  return useKeepReadingPosition(subject);
}

/**
 * What follows the reader on the first screen of a ready deck: its title, author, actions and
 * views. The fitted page leaves this much room under itself (see DeckViewer).
 */
const roomForDeckFacts = '[--reader-room:17rem] sm:[--reader-room:12rem]';

function DeckDetails({ deck, signedIn }: { deck: DeckDetail; signedIn: boolean }) {
  const ready = deck.status === 'ready';
  const { pageAction, deckAction, readerAction } = useDeckSlots();
  const t = useT();
  const reading = useMemo(() => ({ deck, signedIn }), [deck, signedIn]);
  const keepPage = useKeepDeckPage(deck);
  const meta = (
    <PageMeta
      title={deck.title}
      description={summary(deck, t)}
      image={deck.pages[0]?.large ?? deck.thumbnail ?? undefined}
    />
  );
  if (!ready) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6">
        {meta}
        <DeckBreadcrumb deck={deck} className="mb-2" />
        <div className="mb-4">
          <DeckHeader deck={deck} />
        </div>
        <DeckProcessing deck={deck} />
        {/* A large deck can be read while its later pages are still being rendered. */}
        {deck.pages.length > 0 ? <DeckViewer title={deck.title} pages={deck.pages} /> : null}
        <DeckAbout deck={deck} />
      </div>
    );
  }
  // The reader first, edge to edge on a phone; what the deck is and what to do with it right
  // under it, then the rest.
  return (
    <ReadingDeckContext value={reading}>
      <div className={`mx-auto max-w-5xl pb-6 sm:px-4 sm:pt-4 ${roomForDeckFacts}`}>
        {meta}
        {/* The page around it hydrates first, then the reader, each in a task of its own. */}
        <HydrateLater>
          <DeckViewer
            title={deck.title}
            pages={deck.pages}
            renderPageActions={pageAction && ((page) => pageAction(deck, page, signedIn))}
            reportReadingOf={deck.viewer.isOwner ? undefined : deck.id}
            onPageShown={keepPage}
          />
        </HydrateLater>
        {readerAction?.(deck, signedIn)}
        <div className="px-4 pt-3 sm:px-0">
          {/* Below the reader: hydrated after it, each in a task of its own. */}
          <HydrateLater>
            <DeckHeader deck={deck} />
          </HydrateLater>
          <HydrateLater>
            <DeckActions deck={deck} signedIn={signedIn} sharePath={canonicalPath(deck)}>
              {deckAction?.(deck, signedIn)}
              <SaveDeckOffline deck={deck} />
            </DeckActions>
          </HydrateLater>
          <HydrateLater>
            <DeckBreadcrumb deck={deck} className="mt-6" />
          </HydrateLater>
          <HydrateLater>
            <DeckAbout deck={deck} />
          </HydrateLater>
          <HydrateLater>
            <CommentSection deckId={deck.id} commentCount={deck.commentCount} signedIn={signedIn} />
          </HydrateLater>
          <RelatedDecks deckId={deck.id} />
        </div>
      </div>
    </ReadingDeckContext>
  );
}

export function SlideDetailsPage() {
  const t = useT();
  const { slideDocId = '' } = useParams();
  const query = useDeck(slideDocId);
  const { data: account } = useAccount();
  useCanonicalUrl(query.data);
  useRecordView(slideDocId, query.data?.status === 'ready');

  // The query tried this device's saved copy before pausing for the network: there is none.
  if (query.isPending && query.fetchStatus === 'paused') return <DeckNotSavedOffline />;
  return (
    <QueryBoundary
      query={query}
      noun={t('deck.noun')}
      skeleton={<DeckDetailsSkeleton />}
      notFound={
        <ContentNotFound
          title={t('deck.notAvailable')}
          description={t('deck.notAvailableText')}
          backTo={paths.slide()}
          backLabel={t('deck.browseSlides')}
        />
      }
    >
      {(deck) => <DeckDetails deck={deck} signedIn={!!account} />}
    </QueryBoundary>
  );
}
