import { bookMessages } from '@medshelf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { bookKeys } from './book-keys.ts';
import type { BookRow } from './repository.ts';

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of a `size`-byte file: "a-b", "a-" or the last "-n" bytes. null: no usable
 * Range header (the whole file is sent); 'unsatisfiable': it starts beyond the end. Several
 * ranges at once are answered with the whole file, which the standard allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * The book's PDF as an attachment. Ranges let a download on a flaky mobile network resume where
 * it broke off instead of starting again; the version in the ETag keeps a resumed download from
 * splicing two different files (If-Range).
 */
export async function sendBookPdf(
  storage: Storage,
  book: BookRow,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const key = bookKeys.original(book.id, book.fileVersion);
  const size = await storage.size(key);
  if (size === null) throw notFound(bookMessages.noPdf);
  const etag = `"${book.id}-v${book.fileVersion}-${size}"`;
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, size);
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', etag);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, 'bad_request', 'The requested range is beyond the end of the file.');
  }
  const file = await storage.get(key, range ?? undefined);
  if (!file) throw notFound(bookMessages.noPdf);
  // The URL outlives a replaced PDF, so caches keep it for an hour, not forever.
  reply.header('cache-control', 'public, max-age=3600');
  reply.header('content-disposition', `attachment; filename="${book.slug || 'book'}.pdf"`);
  reply.header('content-type', 'application/pdf');
  reply.header('content-length', file.size);
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  return reply.send(file.body);
}
