import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/escape-html.ts';

/** What a content page tells link previews and crawlers before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** The link-preview image: an absolute URL, and its size and type when they are known. */
  image?: { url: string; width?: number; height?: number; type?: string };
  /** The page's one true path; the served URL redirects there when it differs. */
  canonicalPath: string;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown>;
  /** An Atom feed of the page's content, for feed readers (a path on this site). */
  atomFeed?: { path: string; title: string };
  /** The first image the page shows, fetched while the code loads. */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
  /** Other forms of the page (an oEmbed answer…), as <link rel="alternate">. */
  alternates?: { type: string; href: string; title: string }[];
}

/**
 * null: there is no such content (the shell is served with a 404 status); undefined: nothing
 * to tell crawlers, but the page exists for this visitor (the default head, status 200).
 */
export type PageHeadResolver = (
  match: RegExpMatchArray,
  request: FastifyRequest,
) => Promise<PageHead | null | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: {
      add(pattern: RegExp, resolve: PageHeadResolver): void;
      resolve(pathname: string, request: FastifyRequest): Promise<PageHead | null | undefined>;
    };
  }
}

/** Features register the heads of their content pages; the static plugin serves them. */
export const pageHeadsPlugin = fp(
  async (app) => {
    const resolvers: { pattern: RegExp; resolve: PageHeadResolver }[] = [];
    app.decorate('pageHeads', {
      add(pattern: RegExp, resolve: PageHeadResolver) {
        resolvers.push({ pattern, resolve });
      },
      /** undefined: no feature describes this path (the default head applies). */
      async resolve(pathname: string, request: FastifyRequest) {
        for (const { pattern, resolve } of resolvers) {
          const match = pathname.match(pattern);
          if (match) return resolve(match, request);
        }
        return undefined;
      },
    });
  },
  { name: 'page-heads' },
);

const attribute = (value: string) => escapeHtml(value);

/** Sets a meta tag's content; a function replacement, so "$" in user text stays literal. */
function setMeta(html: string, key: string, value: string): string {
  const tag = new RegExp(`(<meta\\s+(?:name|property)="${key}"\\s+content=")[^"]*(")`);
  return html.replace(tag, (_all, before: string, after: string) => `${before}${attribute(value)}${after}`);
}

/** og:image:width, :height and :type, so a messenger can lay out the preview before fetching it. */
function imageFacts(image: PageHead['image']): string[] {
  const facts = { width: image?.width, height: image?.height, type: image?.type };
  return Object.entries(facts)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<meta property="og:image:${name}" content="${attribute(String(value))}" />`);
}

/** The app shell with the page's own title, description, preview image and structured data. */
export function renderHead(shell: string, head: PageHead, publicUrl: string): string {
  const fullTitle = `${head.title} | MedShelf`;
  const url = `${publicUrl}${head.canonicalPath}`;
  let html = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(fullTitle)}</title>`);
  html = setMeta(html, 'description', head.description);
  html = setMeta(html, 'og:title', fullTitle);
  html = setMeta(html, 'og:description', head.description);
  if (head.image) html = setMeta(html, 'og:image', head.image.url);
  const extra = [
    ...imageFacts(head.image),
    `<link rel="canonical" href="${attribute(url)}" />`,
    `<meta property="og:url" content="${attribute(url)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.atomFeed) {
    extra.push(
      `<link rel="alternate" type="application/atom+xml" title="${attribute(head.atomFeed.title)}" href="${attribute(`${publicUrl}${head.atomFeed.path}`)}" />`,
    );
  }
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    extra.push(
      `<link rel="preload" as="image" href="${attribute(href)}"${srcset ? ` imagesrcset="${attribute(srcset)}"` : ''}${sizes ? ` imagesizes="${attribute(sizes)}"` : ''} fetchpriority="high" />`,
    );
  }
  for (const alternate of head.alternates ?? []) {
    extra.push(
      `<link rel="alternate" type="${attribute(alternate.type)}" href="${attribute(alternate.href)}" title="${attribute(alternate.title)}" />`,
    );
  }
  if (head.jsonLd) {
    // "<" escaped so a title can never close the script element.
    const json = JSON.stringify({ '@context': 'https://schema.org', ...head.jsonLd }).replaceAll(
      '<',
      '\\u003c',
    );
    extra.push(`<script type="application/ld+json">${json}</script>`);
  }
  return html.replace('</head>', () => `    ${extra.join('\n    ')}\n  </head>`);
}
