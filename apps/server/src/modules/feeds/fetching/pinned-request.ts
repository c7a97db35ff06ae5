import type { LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { feedErrors } from './feed-fetch-error.ts';

export interface PinnedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw response; read it with readCapped or drop it with discard. */
  message: IncomingMessage;
}

/** A lookup that answers with the addresses already resolved and checked, never asking DNS again. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family ? addresses.filter((entry) => entry.family === options.family) : addresses;
    const usable = wanted.length ? wanted : addresses;
    if (options.all) {
      callback(null, usable);
      return;
    }
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    callback(null, first.address, first.family);
  };
}

/**
 * One GET to the given addresses only (Node's http client rather than fetch: only it lets the
 * connection be pinned to the checked addresses while TLS still verifies the real host name).
 */
export function pinnedGet(
  url: URL,
  addresses: LookupAddress[],
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<PinnedResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers,
      signal,
      lookup: pinnedLookup(addresses),
      // A fresh connection each time: a pooled socket must not outlive the check it passed.
      agent: false,
    });
    request.once('response', (message) =>
      resolve({ status: message.statusCode ?? 0, headers: message.headers, message }),
    );
    request.once('error', reject);
    request.end();
  });
}

/** Drops a response we will not read, closing its connection. */
export function discard(message: IncomingMessage) {
  message.destroy();
}

/** The body as sent, decompressed when the server compressed it. */
function decodedStream(message: IncomingMessage): Readable {
  const encoding = String(message.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return message;
  // Errors surface through the decoder, which the reader iterates; destroying it ends both.
  pipeline(message, decoder, () => {});
  return decoder;
}

/**
 * Reads the body, counting bytes after decompression (so a small compressed bomb is caught too),
 * and gives up the moment the limit is passed: the connection is closed, nothing more is read.
 */
export async function readCapped(message: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(message.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(message);
    throw feedErrors.tooLarge(maxBytes);
  }
  const stream = decodedStream(message);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw feedErrors.tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    discard(message);
    if (stream !== message && isZlibError(error)) throw feedErrors.badEncoding();
    throw error;
  }
  return Buffer.concat(chunks);
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}
