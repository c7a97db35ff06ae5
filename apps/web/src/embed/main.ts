import type { EmbedDeck } from '@medshelf/shared';
import { statisticsMessages as text } from '@medshelf/shared/statistics-limits';
import { startReadingClock } from '../lib/reading-clock.ts';
import './embed.css';

/** The site that frames the player: the browser's own word first, the referrer where it has none. */
function embeddingHost(): string | null {
  if (window.top === window) return null;
  const origin = window.location.ancestorOrigins?.[0] ?? document.referrer;
  try {
    return origin ? new URL(origin).host : null;
  } catch {
    return null;
  }
}

function countView(deck: EmbedDeck) {
  const host = embeddingHost();
  void fetch(`/api/decks/${encodeURIComponent(deck.id)}/views`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(host ? { source: 'embed', host } : { source: 'direct' }),
    credentials: 'same-origin',
  }).catch(() => undefined);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** One page at a time: only the page shown is fetched, and the next one once it has arrived. */
function play(root: HTMLElement, deck: EmbedDeck) {
  const image = element('img', { alt: '', decoding: 'async', sizes: '100vw' });
  const counter = element('span', { className: 'counter' });
  counter.setAttribute('aria-live', 'polite');
  const previous = element('button', { type: 'button', className: 'step', textContent: '‹' });
  const next = element('button', { type: 'button', className: 'step', textContent: '›' });
  previous.setAttribute('aria-label', text.embedPrevious);
  next.setAttribute('aria-label', text.embedNext);
  const link = element('a', { href: deck.url, target: '_blank', rel: 'noopener', className: 'open' });
  link.append(text.embedOpenOnMedShelf);
  const bar = element('nav', { className: 'bar' }, previous, counter, next, link);
  bar.setAttribute('aria-label', deck.title);
  root.append(element('div', { className: 'page' }, image), bar);

  const clock = startReadingClock(deck.id);
  let current = 1;
  const show = (number: number) => {
    const page = deck.pages[number - 1];
    if (!page) return;
    current = number;
    image.width = page.width;
    image.height = page.height;
    image.srcset = `${page.small} 600w, ${page.large} 1200w`;
    image.src = page.small;
    image.alt = text.embedPageOf(number, deck.pages.length);
    counter.textContent = text.embedPageOf(number, deck.pages.length);
    previous.disabled = number === 1;
    next.disabled = number === deck.pages.length;
    link.href = `${deck.url}?page=${number}`;
    clock.show(number);
  };
  image.addEventListener('load', () => {
    const following = deck.pages[current];
    if (following) {
      Object.assign(new Image(), {
        sizes: '100vw',
        srcset: `${following.small} 600w, ${following.large} 1200w`,
      });
    }
  });
  previous.addEventListener('click', () => show(current - 1));
  next.addEventListener('click', () => show(current + 1));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    if (event.key === 'ArrowRight') show(current + 1);
  });
  show(1);
  countView(deck);
}

/** The deck the server wrote into the page (embedDeckSchema; zod stays out of this small bundle). */
function readDeck(): EmbedDeck | null {
  try {
    const deck = JSON.parse(document.getElementById('embed-deck')?.textContent ?? 'null');
    return Array.isArray(deck?.pages) && deck.pages.length ? deck : null;
  } catch {
    return null;
  }
}

const root = document.getElementById('player');
const deck = readDeck();
if (root && deck) {
  play(root, deck);
} else if (root) {
  root.append(element('p', { className: 'notice', textContent: text.embedUnavailable }));
}
