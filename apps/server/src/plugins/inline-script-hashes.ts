import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A script element with no src and no data type (application/json, application/ld+json): code.
const inlineScript = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const notCode = /\ssrc=|\stype="application\//;

/**
 * The Content-Security-Policy sources ('sha256-…') of the scripts written into a page: the browser
 * runs an inline script only when the policy names its hash, so the page's own scripts (the theme
 * and the app's starter, vite.config.ts) run and nothing injected does.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(inlineScript)) {
    if (notCode.test(attributes) || code.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The hashes of the built page's inline scripts; none when the web app is not built. Read once,
 * when the server starts: a new build is served by a restarted server.
 */
export function shellScriptHashes(webRoot: string | null): string[] {
  const shell = webRoot && path.join(webRoot, 'index.html');
  return shell && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}
