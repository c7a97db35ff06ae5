import {
  accountSchema,
  errorResponseSchema,
  saveLanguageBodySchema,
  savePreferenceBodySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAccount, saveLanguage, savePreference } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, their preference and follower count; null when signed out',
        response: { 200: accountSchema.nullable() },
      },
    },
    async (request, reply) => {
      // null rather than 401: every page asks, and a visitor is not an error.
      const user = await app.sessionUser(request);
      reply.header('cache-control', 'no-store');
      return user ? getAccount(app.db, user.id) : null;
    },
  );

  app.put(
    '/api/account/preference',
    {
      schema: {
        tags: ['account'],
        summary: 'Save the faculty preference, and the username when the user has none',
        body: savePreferenceBodySchema,
        response: {
          200: accountSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const account = await savePreference(app.db, user.id, request.body);
      await app.events.publish({ type: 'account', userId: user.id });
      return account;
    },
  );

  app.put(
    '/api/account/language',
    {
      schema: {
        tags: ['account'],
        summary: 'Keep the interface language on the account, for the next sign-in on any device',
        body: saveLanguageBodySchema,
        response: { 200: accountSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      // What visitors read does not change with one member's language.
      config: { keepsHotReads: true },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const account = await saveLanguage(app.db, user.id, request.body.language);
      await app.events.publish({ type: 'account', userId: user.id });
      return account;
    },
  );
};
