import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type EmbedDeck, statisticsMessages } from '@medshelf/shared';
import { escapeHtml } from '../../lib/escape-html.ts';

/** The built player page (apps/web/embed.html), read once; null when the web app is not built. */
export function playerTemplate(webRoot: string | null): () => Promise<string | null> {
  let template: Promise<string | null> | undefined;
  return () => {
    template ??= webRoot
      ? readFile(path.join(webRoot, 'embed.html'), 'utf8').catch(() => null)
      : Promise.resolve(null);
    return template;
  };
}

/** The player page with its deck inside (no call needed to show the first page) and its title. */
export function renderPlayer(template: string, deck: EmbedDeck): string {
  // "<" escaped so a title can never close the script element.
  const json = JSON.stringify(deck).replaceAll('<', '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(deck.title)} | MedShelf</title>`)
    .replace('</head>', () => `<script id="embed-deck" type="application/json">${json}</script>\n  </head>`);
}

/** What a frame shows for a deck nobody may see: a short notice, nothing of the deck. */
export function noticePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>MedShelf</title>
    <style>body{margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;background:#0f172a;color:#f8fafc;font:14px system-ui,sans-serif}</style>
  </head>
  <body>
    <p>${escapeHtml(statisticsMessages.embedUnavailable)}</p>
  </body>
</html>
`;
}
