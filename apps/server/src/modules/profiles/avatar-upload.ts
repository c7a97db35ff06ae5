import type {} from '@fastify/multipart';
import { peopleLimits, peopleMessages, requestMessages } from '@medshelf/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

const tooLarge = () => new HttpError(413, 'bad_request', peopleMessages.avatarTooLarge);

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * Reads the `file` part of a multipart upload into memory. A picture is at most a few MB, and
 * the limit is enforced as the bytes arrive: a larger one is refused without being kept whole.
 */
export async function receiveAvatar(request: FastifyRequest): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: peopleLimits.avatarMaxBytes, files: 1 } });
  } catch (error) {
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest(peopleMessages.avatarNotImage);
    // The form itself is broken (its boundary missing or wrong): the client's to fix.
    throw badRequest(requestMessages.notMultipart);
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(peopleMessages.avatarNotImage);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > peopleLimits.avatarMaxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The phone lost its signal or the person cancelled: nothing to keep.
    throw badRequest('The upload was interrupted. Please try again.');
  }
  if (part.file.truncated) throw tooLarge();
  if (received === 0) throw badRequest(peopleMessages.avatarNotImage);
  return Buffer.concat(chunks);
}
