import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { bookLimits, bookMessages, requestMessages } from '@medshelf/shared';
import type { FastifyRequest } from 'fastify';
import type { TempFile } from '../../documents/covers.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { assertCleanText } from '../../lib/text-input.ts';

/** The file fields of the editor's forms and the most each may hold. */
export const libraryFileLimits = { pdf: bookLimits.maxPdfBytes, cover: bookLimits.maxCoverBytes } as const;
export type LibraryFileField = keyof typeof libraryFileLimits;

export interface LibraryUpload {
  fields: Record<string, string>;
  files: Partial<Record<LibraryFileField, TempFile>>;
  /** Removes the temporary files; safe to call twice. */
  discard(): Promise<void>;
}

/** Runs `work` on a received upload and always removes its temporary files. */
export async function withUpload<T>(
  upload: LibraryUpload,
  work: (upload: LibraryUpload) => Promise<T>,
): Promise<T> {
  try {
    return await work(upload);
  } finally {
    await upload.discard();
  }
}

class TooLarge extends Error {
  constructor(readonly field: LibraryFileField) {
    super(`${field} is too large`);
  }
}

/** Passes bytes through, counting them, and fails as soon as more than `max` have gone by. */
function byteLimit(max: number, field: LibraryFileField) {
  const counter = { bytes: 0 };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(counter.bytes > max ? new TooLarge(field) : null, chunk);
    },
  });
  return { stream, counter };
}

const tooLargeMessage = (field: LibraryFileField) =>
  field === 'pdf' ? bookMessages.pdfTooLarge : bookMessages.coverTooLarge;

/**
 * Reads an editor's multipart form: text fields into memory, each allowed file (`pdf`, `cover`)
 * streamed to a temporary file under DATA_DIR with its own size limit; other parts are drained.
 */
export async function receiveLibraryUpload(
  request: FastifyRequest,
  tempDir: string,
  allowed: readonly LibraryFileField[],
): Promise<LibraryUpload> {
  await mkdir(tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: LibraryUpload['files'] = {};
  const written: string[] = [];
  let receiving: LibraryFileField = 'pdf';
  const discard = async () => {
    await Promise.all(written.map((file) => rm(file, { force: true })));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string')
          fields[assertCleanText(part.fieldname)] = assertCleanText(part.value);
        continue;
      }
      const field = allowed.find((name) => name === part.fieldname);
      if (!field || files[field]) {
        part.file.resume();
        continue;
      }
      receiving = field;
      const tempPath = path.join(tempDir, `${randomId()}.${field}`);
      written.push(tempPath);
      const limit = byteLimit(libraryFileLimits[field], field);
      await pipeline(part.file, limit.stream, createWriteStream(tempPath));
      if (part.file.truncated) throw new TooLarge(field);
      files[field] = {
        path: tempPath,
        size: limit.counter.bytes,
        name: assertCleanText(part.filename) || field,
      };
    }
  } catch (error) {
    await discard();
    if (error instanceof TooLarge) throw new HttpError(413, 'bad_request', tooLargeMessage(error.field));
    if (error instanceof HttpError) throw error;
    if (isFileSizeLimit(error)) throw new HttpError(413, 'bad_request', tooLargeMessage(receiving));
    // The signal dropped or the editor pressed Cancel: theirs to retry, not a server fault.
    if (request.raw.destroyed || isInterrupted(error)) throw badRequest(bookMessages.interrupted);
    if (error instanceof Error && /multipart|boundary/i.test(error.message))
      throw badRequest(requestMessages.notMultipart);
    throw error;
  }
  return { fields, files, discard };
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

function isInterrupted(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return errorCode(error) === 'ECONNRESET' || /aborted|Unexpected end of form/i.test(message);
}

function isFileSizeLimit(error: unknown): boolean {
  return errorCode(error) === 'FST_REQ_FILE_TOO_LARGE';
}
