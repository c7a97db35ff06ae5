import type { ErrorCode } from '@medshelf/shared';

/** An error with a stable code and a message meant for the person using the site. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const validationFailed = (details: { path: string; message: string }[]) =>
  new HttpError(400, 'validation_failed', details[0]?.message ?? 'Some fields are not valid.', details);
