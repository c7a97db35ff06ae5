import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import { deckLimits, deckMessages } from '@medshelf/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { randomId } from '../../lib/random-id.ts';
import { assertCleanText } from '../../lib/text-input.ts';

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: { path: string; size: number; name: string } | null;
  /** Removes the temporary file; safe to call twice. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart upload: text fields into memory (small, capped by the multipart limits),
 * the file streamed to a temporary file under DATA_DIR, never held in memory whole.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedUpload> {
  await mkdir(tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  const tempPath = path.join(tempDir, `${randomId()}.upload`);
  const discard = () => rm(tempPath, { force: true });
  try {
    for await (const part of request.parts({ limits: { fileSize: deckLimits.maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string')
          fields[assertCleanText(part.fieldname)] = assertCleanText(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, createWriteStream(tempPath));
      if (part.file.truncated) throw new HttpError(413, 'bad_request', deckMessages.tooLarge);
      file = { path: tempPath, size: part.file.bytesRead, name: assertCleanText(part.filename) || 'deck' };
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    if (isMultipartLimit(error)) throw new HttpError(413, 'bad_request', deckMessages.tooLarge);
    // The phone lost its signal or the user pressed Cancel: theirs to retry, not a server fault.
    if (request.raw.destroyed || isInterrupted(error)) throw badRequest(deckMessages.interrupted);
    if (error instanceof Error && /multipart/i.test(error.message))
      throw badRequest(deckMessages.fileRequired);
    throw error;
  }
  return { fields, file, discard };
}

function isInterrupted(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  return code === 'ECONNRESET' || /aborted|Unexpected end of form/i.test(message);
}

function isMultipartLimit(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}
