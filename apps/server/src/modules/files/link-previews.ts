import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { encodeLinkPreview, linkPreviewSize, linkPreviewType } from '../../documents/link-preview.ts';
import { notFound } from '../../lib/http-errors.ts';

/**
 * Says which stored WebP the content named by a matched key shows as its preview today, or null
 * when that content is not public (missing, unfinished, taken down).
 */
export type PreviewSource = (match: RegExpMatchArray) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyInstance {
    linkPreviews: {
      /** `pattern` matches stored WebP keys (anchor it: ^…$); `current` vouches for one. */
      add(pattern: RegExp, current: PreviewSource): void;
    };
  }
}

export interface LinkPreviewImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

const webp = /\.webp$/;

/** The preview of a stored WebP, as a page head names it (absolute: crawlers fetch it). */
export function linkPreviewImage(publicUrl: string, sourceKey: string): LinkPreviewImage {
  return {
    url: `${publicUrl}/previews/${sourceKey.replace(webp, '.jpg')}`,
    ...linkPreviewSize,
    type: linkPreviewType,
  };
}

/**
 * Kept beside its source and named for it: a new version or cover token is a new key, and
 * removing the source's folder (a replaced file, a deleted deck) removes the preview too.
 */
export const linkPreviewKey = (sourceKey: string) => sourceKey.replace(webp, '.preview.jpg');

// The source is versioned, so the bytes never change; a day bounds how long caches keep showing
// a deck after it is taken down.
const cacheControl = 'public, max-age=86400';
const maxKeyLength = 300;

/**
 * GET /previews/<source key with .jpg>: a JPEG link preview of a stored page or cover, made on
 * the first request and kept in storage; answered only while its content is public and the key
 * is the one that content shows now.
 */
export const linkPreviewRoutes = fp(
  async (app) => {
    const sources: { pattern: RegExp; current: PreviewSource }[] = [];
    app.decorate('linkPreviews', {
      add(pattern: RegExp, current: PreviewSource) {
        sources.push({ pattern, current });
      },
    });
    const encoded = new Counter({
      name: 'medshelf_link_previews_made_total',
      help: 'Link preview JPEGs encoded (each is then kept in storage)',
      registers: [app.metrics.registry],
    });
    // Two crawlers asking for a new preview at once share one encode.
    const making = new Map<string, Promise<Buffer | null>>();

    const make = async (sourceKey: string): Promise<Buffer | null> => {
      const source = await app.storage.get(sourceKey);
      if (!source) return null;
      const preview = await encodeLinkPreview(Buffer.concat(await source.body.toArray()));
      await app.storage.put(linkPreviewKey(sourceKey), preview, linkPreviewType);
      encoded.inc();
      return preview;
    };
    const makeOnce = (sourceKey: string) => {
      let pending = making.get(sourceKey);
      if (!pending) {
        pending = make(sourceKey).finally(() => making.delete(sourceKey));
        making.set(sourceKey, pending);
      }
      return pending;
    };

    /** The source a requested preview names, when its content is public and shows that source now. */
    const vouchedSource = async (requested: string): Promise<string | null> => {
      if (requested.length > maxKeyLength || !requested.endsWith('.jpg')) return null;
      const sourceKey = requested.replace(/\.jpg$/, '.webp');
      for (const { pattern, current } of sources) {
        const match = sourceKey.match(pattern);
        if (match) return (await current(match)) === sourceKey ? sourceKey : null;
      }
      return null;
    };

    app.get<{ Params: { '*': string } }>(
      '/previews/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const sourceKey = await vouchedSource(request.params['*']);
        if (!sourceKey) throw notFound('No such file.');
        const stored = await app.storage.get(linkPreviewKey(sourceKey));
        const made = stored ? null : await makeOnce(sourceKey);
        if (!stored && !made) throw notFound('No such file.');
        reply.header('content-type', linkPreviewType);
        reply.header('cache-control', cacheControl);
        if (stored) reply.header('content-length', stored.size);
        return reply.send(stored?.body ?? made);
      },
    );
  },
  { name: 'link-previews', dependencies: ['metrics', 'storage'] },
);
