import type { DeckDetail } from '@medshelf/shared';
import { paths } from '@medshelf/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { LikeButton } from './like-button.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ShareMenu } from './share-menu.tsx';

interface DeckActionsProps {
  deck: DeckDetail;
  signedIn: boolean;
  /** The deck's canonical path, shared as a full link. */
  sharePath: string;
  /** Actions on the whole deck from other features (issue 6: "Save to playlist" goes here). */
  children?: ReactNode;
}

/** Like, share, save, download, edit (owner) and report, in one row that wraps on a phone. */
export function DeckActions({ deck, signedIn, sharePath, children }: DeckActionsProps) {
  const t = useT();
  const format = useFormat();
  const canDownload = deck.allowDownload || deck.viewer.isOwner;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <LikeButton deck={deck} signedIn={signedIn} />
      <ShareMenu
        path={sharePath}
        title={deck.title}
        embed={
          deck.status === 'ready' ? { id: deck.id, title: deck.title, firstPage: deck.pages[0] } : undefined
        }
      />
      {children}
      {canDownload ? (
        <a
          href={`/api/decks/${encodeURIComponent(deck.id)}/original`}
          download={deck.originalName}
          className={buttonClass('secondary')}
        >
          <Icon name="download" />
          {t('deck.download')}
          <span className="font-normal text-slate-700">({format.bytes(deck.originalSize)})</span>
        </a>
      ) : null}
      {deck.viewer.isOwner ? (
        <Link to={paths.editSlide(deck.owner.id, deck.id)} className={buttonClass('secondary')}>
          <Icon name="edit" />
          {t('deck.edit')}
        </Link>
      ) : null}
      <div className="ml-auto">
        <ReportDialog deckId={deck.id} />
      </div>
    </div>
  );
}
