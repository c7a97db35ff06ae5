import { requestMessages } from '@medshelf/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError, notFound } from '../lib/http-errors.ts';
import { isCleanUrl, isCleanValue, nestsDeeperThan } from '../lib/text-input.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sentence a 413 says on this route (the upload routes name their own limit). */
    tooLargeMessage?: string;
  }
}

/** No API body nests deeper than a few levels; better-auth's neither. */
const maxJsonDepth = 16;

function refuseEarly(request: FastifyRequest, reply: FastifyReply): void {
  if (!isCleanUrl(request.url)) throw badRequest(requestMessages.invalidText);
  const length = Number(request.headers['content-length']);
  if (length > request.routeOptions.bodyLimit) {
    // Answered before a byte of the body is read; closing stops a client that keeps sending.
    reply.header('connection', 'close');
    throw new HttpError(
      413,
      'bad_request',
      request.routeOptions.config.tooLargeMessage ?? requestMessages.tooLarge,
    );
  }
  const type = request.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type) && !/;\s*boundary=\S/i.test(type)) {
    throw badRequest(requestMessages.notMultipart);
  }
}

/**
 * Input that is not text, nests too deep or is too large is refused here, once for every route
 * (better-auth's included), before any parser or handler sees it: 400 or 413, never a 500 from
 * the database or a library further in.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => refuseEarly(request, reply));

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, maxJsonDepth)) return done(badRequest(requestMessages.tooDeep), undefined);
      parseJson(request, text, (error, value) => {
        if (error) return done(error, undefined);
        if (!isCleanValue(value)) return done(badRequest(requestMessages.invalidText), undefined);
        done(null, value);
      });
    });
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      if (!isCleanValue(body)) return done(badRequest(requestMessages.invalidText), undefined);
      done(null, body);
    });
  },
  { name: 'input-guard' },
);

/**
 * Fastify's router answers two malformed addresses itself, before any hook: broken escapes in
 * the path (400) and a path segment past its length limit (an over-long name matches nothing).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? notFound(requestMessages.notFound)
      : badRequest(requestMessages.invalidText);
  reply.status(refusal.statusCode).send({ error: { code: refusal.code, message: refusal.message } });
}
