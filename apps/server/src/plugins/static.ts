import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@medshelf/shared';
import { languageFromCookies } from '@medshelf/shared/languages';
import type { RenderPage } from '@medshelf/shared/server-render';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hotReadPolicies } from './hot-read-policies.ts';
import { mayBeSignedIn } from './hot-reads.ts';
import { type PageHead, renderHead } from './page-heads.ts';
import { loadPageRenderer, renderFor, serverRenderedRoutes } from './page-render.ts';

const immutable = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return immutable;
  if (/\.(html|webmanifest)$|[\\/](sw|registerSW|workbox-[\w-]+)\.js$/.test(filePath)) return 'no-cache';
  return 'public, max-age=86400';
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
}

/**
 * Serves the built web app: hashed assets cached for a year, brotli/gzip files made at build
 * time, and the app shell for every app route. An unknown path still gets the shell (which
 * sends the visitor to /404) but with a 404 status, so crawlers do not index it.
 */
export const staticPlugin = fp(
  async (app) => {
    const webRoot = app.config.webRoot;
    const hasWeb = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
    if (webRoot && !hasWeb) {
      app.log.warn({ webRoot }, 'web app not built: run `npm run build` to serve the site');
    }
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControlFor(filePath));
        },
      });
    }

    let shell: Promise<string> | undefined;
    const readShell = () => {
      shell ??= readFile(path.join(webRoot ?? '', 'index.html'), 'utf8');
      return shell;
    };
    const renderer = hasWeb && webRoot ? await loadPageRenderer(webRoot) : null;
    if (hasWeb && !renderer)
      app.log.warn('no server entry in the web build: pages are drawn in the browser only');

    const root = '<div id="root"></div>';
    /** The page drawn by the server, or (should drawing fail) the empty root the browser fills. */
    const drawnRoot = async (request: FastifyRequest, render: RenderPage, signedIn: boolean) => {
      try {
        const page = await renderFor(app, render, request, signedIn);
        // No route of the app redirects from its loader: a redirect here is the browser's to follow.
        if (page.kind === 'page') return `<div id="root">${page.html}</div>${page.data}`;
      } catch (error) {
        request.log.error({ err: error }, 'drawing the page on the server failed; the browser draws it');
      }
      return root;
    };

    /**
     * The shell with the page's head and, for a content page, its server-drawn content. A
     * visitor's own page is streamed: the head (styles, scripts, the first image) leaves at once
     * and the browser fetches them while the server draws. An anonymous one is a whole string, the
     * hot-read cache's to keep.
     */
    const sendDocument = async (
      request: FastifyRequest,
      reply: FastifyReply,
      route: string,
      head: PageHead | undefined,
    ) => {
      const drawn = renderer !== null && serverRenderedRoutes.has(route);
      // The shell as built, compressed at build time.
      if (!head && !drawn) return reply.sendFile('index.html');
      let html = await readShell();
      if (head) html = renderHead(html, head, app.config.publicUrl);
      html = html.replace('<html lang="en">', `<html lang="${languageFromCookies(request.headers.cookie)}">`);
      reply.header('cache-control', 'no-cache');
      reply.type('text/html; charset=utf-8');
      if (!renderer || !drawn) return html;
      const [before = '', after = ''] = html.split(root);
      if (!mayBeSignedIn(request)) return `${before}${await drawnRoot(request, renderer, false)}${after}`;
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'cookie');
      const body = new PassThrough();
      body.write(before);
      void drawnRoot(request, renderer, true).then((drawn) => body.end(`${drawn}${after}`));
      return reply.send(body);
    };

    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const route = matchRoute(pathname);
      if (!route) {
        reply.status(404);
        return reply.sendFile('index.html');
      }
      const head = await app.pageHeads.resolve(decodePath(pathname), request);
      if (head === null) {
        // The content is gone or never was: the app shows its not-found page; crawlers drop it.
        reply.status(404);
        return reply.sendFile('index.html');
      }
      if (head) {
        // A canonical address may carry its own query (/journaldetails?journal=…): only the path
        // is compared, and the redirect keeps the visitor's query unless the canonical one has one.
        const [canonicalPathname = head.canonicalPath] = head.canonicalPath.split('?');
        if (decodePath(pathname) !== canonicalPathname) {
          // Canonical paths are decoded; a Location header holds ASCII only (Cyrillic slugs…).
          const canonical = encodeURI(head.canonicalPath);
          const target = head.canonicalPath.includes('?')
            ? canonical
            : `${canonical}${request.url.slice(pathname.length)}`;
          return reply.redirect(target, 301);
        }
      }
      return sendDocument(request, reply, route, head);
    };
    // A content page's HTML (a string; the other outcomes are the reply itself) is a hot read,
    // one per language: the cookie that chooses it is not a session, so it is shared.
    const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
      app.hotReads.answer(
        request,
        reply,
        hotReadPolicies.contentPage,
        () => sendShell(request, reply),
        (page) =>
          typeof page === 'string' ? { body: page, contentType: 'text/html; charset=utf-8' } : undefined,
        `${languageFromCookies(request.headers.cookie)} ${request.url}`,
      );

    app.setNotFoundHandler((request, reply) => {
      if (hasWeb && wantsHtml(request)) return sendPage(request, reply);
      return reply.status(404).send({
        error: {
          code: 'not_found',
          message: `No endpoint at ${request.method} ${request.url.split('?')[0]}`,
        },
      });
    });
  },
  { name: 'static', dependencies: ['config', 'page-heads', 'hot-reads'] },
);
