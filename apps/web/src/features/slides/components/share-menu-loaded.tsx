import { statisticsMessages } from '@medshelf/shared/statistics-limits';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { type ComponentProps, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useSharedText } from '../../../lib/i18n/shared-text.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/notify.ts';
import { EmbedDialog } from './embed-dialog.tsx';
import { ShareLabel } from './share-label.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

const never = () => () => undefined;

/** The phone's own share sheet reaches every app the reader has; on a laptop it is rarely useful. */
function useNativeShare(): boolean {
  return useSyncExternalStore(
    never,
    () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches,
    () => false,
  );
}

/** This site's address, for links that leave it (empty while rendering on a server). */
function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}

async function copyLink(url: string, t: Translate) {
  try {
    await navigator.clipboard.writeText(url);
    notify('success', t('deck.linkCopied'));
  } catch {
    notify('error', t('deck.linkCopyFailed'));
  }
}

export interface ShareMenuProps {
  path: string;
  title: string;
  /** A deck offers its embed code too. */
  embed?: ComponentProps<typeof EmbedDialog>['deck'];
}

/**
 * Copy link, WhatsApp, Facebook and X, with the phone's share sheet first where there is one,
 * and the embed code for a deck. Drawn open: it replaces share-menu.tsx's button when pressed.
 */
export function LoadedShareMenu({ path, title, embed }: ShareMenuProps) {
  const statisticsText = useSharedText('statistics', statisticsMessages);
  const t = useT();
  const nativeShare = useNativeShare();
  const origin = useOrigin();
  const url = `${origin}${path}`;
  const [embedding, setEmbedding] = useState(false);
  const text = t('deck.shareText', { title });
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    {
      name: 'X',
      href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    },
  ];
  return (
    <>
      <Menu.Root defaultOpen>
        <Menu.Trigger className={buttonClass('secondary')}>
          <ShareLabel />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {nativeShare ? (
              <Menu.Item
                className={itemClass}
                onSelect={() => {
                  // Closing the share sheet without choosing is not an error worth a message.
                  navigator.share({ title, text, url }).catch(() => undefined);
                }}
              >
                <Icon name="share" />
                {t('deck.shareVia')}
              </Menu.Item>
            ) : null}
            <Menu.Item className={itemClass} onSelect={() => void copyLink(url, t)}>
              <Icon name="link" />
              {t('deck.copyLink')}
            </Menu.Item>
            {targets.map((target) => (
              <Menu.Item key={target.name} asChild className={itemClass}>
                <a href={target.href} target="_blank" rel="noopener">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-5 items-center justify-center text-xs font-bold"
                  >
                    {target.name.charAt(0)}
                  </span>
                  {target.name}
                  <span className="sr-only"> {t('ui.opensNewTab')}</span>
                </a>
              </Menu.Item>
            ))}
            {embed ? (
              <Menu.Item className={itemClass} onSelect={() => setEmbedding(true)}>
                <span
                  aria-hidden="true"
                  className="inline-flex size-5 items-center justify-center font-mono text-xs font-bold"
                >
                  {'</>'}
                </span>
                {statisticsText.embedOption}
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {embed ? (
        <EmbedDialog deck={embed} origin={origin} open={embedding} onOpenChange={setEmbedding} />
      ) : null}
    </>
  );
}
