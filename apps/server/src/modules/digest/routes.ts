import {
  digestSettingSchema,
  errorResponseSchema,
  socialMessages,
  unsubscribeQuerySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { digestEnabled, setDigestEnabled } from './repository.ts';
import { sendDueDigests } from './service.ts';
import { memberOfToken } from './unsubscribe-token.ts';

/** A page of its own: the link opens from a mail client, signed in or not, and needs no app. */
function unsubscribePage(title: string, body: string, publicUrl: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} | MedShelf</title></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5"><p style="font-weight:700;color:#134e4a">MedShelf</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(publicUrl)}/" style="color:#115e59">MedShelf</a></p></body></html>`;
}

/**
 * The weekly digest: its scheduled sending (once across processes), the member's setting on
 * their details page, and the one-click unsubscribe that works without signing in.
 */
export const digestModule: FastifyPluginAsyncZod = async (app) => {
  const ctx = {
    db: app.db,
    mailer: app.mailer,
    keyedHash: app.keyedHash,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  app.jobs.define({
    name: 'digest.send',
    handler: async () => {
      await sendDueDigests(ctx, new Date());
    },
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    everySeconds: app.config.digestCheckSeconds,
  });

  app.get(
    '/api/profile/digest',
    {
      schema: {
        tags: ['people'],
        summary: 'Whether you get the weekly email of new decks from people you follow',
        response: { 200: digestSettingSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { enabled: await digestEnabled(app.db, user.id) };
    },
  );

  app.put(
    '/api/profile/digest',
    {
      schema: {
        tags: ['people'],
        summary: 'Turn the weekly email on or off',
        body: digestSettingSchema,
        response: { 200: digestSettingSchema, ...errorResponses(400, 401) },
      },
      config: { keepsHotReads: true },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await setDigestEnabled(app.db, user.id, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );

  // Mail clients send RFC 8058's one-click POST as a form ("List-Unsubscribe=One-Click"); its
  // body says nothing the token does not, so it is read and ignored. Scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags: ['people'],
        summary: 'One-click unsubscribe from the weekly email (the link in it; no sign-in needed)',
        querystring: unsubscribeQuerySchema,
        // A bad token gets a page a person can read; a malformed request the usual error body.
        response: { 200: z.string(), 400: z.union([z.string(), errorResponseSchema]) },
      },
      config: { keepsHotReads: true },
    },
    async (request, reply) => {
      const userId = memberOfToken(app.keyedHash, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!userId) {
        return reply
          .status(400)
          .send(unsubscribePage(socialMessages.unsubscribeInvalid, '', app.config.publicUrl));
      }
      await setDigestEnabled(app.db, userId, false);
      return unsubscribePage(
        socialMessages.unsubscribedTitle,
        socialMessages.unsubscribedBody,
        app.config.publicUrl,
      );
    },
  );

  app.post(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags: ['people'],
        summary: 'RFC 8058 one-click unsubscribe, as mail clients send it (List-Unsubscribe-Post)',
        querystring: unsubscribeQuerySchema,
        response: { 200: z.object({ unsubscribed: z.literal(true) }), ...errorResponses(400) },
      },
      config: { keepsHotReads: true, acceptsCrossSite: true },
    },
    async (request, reply) => {
      const userId = memberOfToken(app.keyedHash, request.query.token);
      if (!userId) {
        return reply
          .status(400)
          .send({ error: { code: 'bad_request' as const, message: socialMessages.unsubscribeInvalid } });
      }
      await setDigestEnabled(app.db, userId, false);
      return { unsubscribed: true as const };
    },
  );
};
