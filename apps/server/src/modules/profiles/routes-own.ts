import multipart from '@fastify/multipart';
import { ownProfileSchema, peopleLimits, peopleMessages, saveProfileBodySchema } from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { removeAvatar, replaceAvatar } from './avatar-service.ts';
import { receiveAvatar } from './avatar-upload.ts';
import type { ProfilesContext } from './context.ts';
import { getOwnProfile, saveOwnProfile } from './profile-service.ts';

/** /profiledetails: the signed-in user's own details and photo; nobody else's can be reached. */
export function ownProfileRoutes(ctx: ProfilesContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: peopleLimits.avatarMaxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });

    app.get(
      '/api/profile',
      {
        schema: {
          tags: ['people'],
          summary: 'Your own profile details, as /profiledetails edits them',
          response: { 200: ownProfileSchema, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const user = await app.requireUser(request);
        reply.header('cache-control', 'no-store');
        return getOwnProfile(ctx, user);
      },
    );

    app.put(
      '/api/profile',
      {
        schema: {
          tags: ['people'],
          summary: 'Save your details, and a username when your account has none yet',
          body: saveProfileBodySchema,
          response: { 200: ownProfileSchema, ...errorResponses(400, 401, 409) },
        },
      },
      async (request) => saveOwnProfile(ctx, await app.requireUser(request), request.body),
    );

    app.put(
      '/api/profile/avatar',
      {
        schema: {
          tags: ['people'],
          summary: `Replace your photo (multipart: file; JPEG, PNG or WebP up to 5 MB), stored as a ${peopleLimits.avatarSize} px square WebP`,
          consumes: ['multipart/form-data'],
          response: { 200: ownProfileSchema, ...errorResponses(400, 401, 413) },
        },
        bodyLimit: peopleLimits.avatarMaxBytes + 64 * 1024,
        config: { tooLargeMessage: peopleMessages.avatarTooLarge },
      },
      async (request) => {
        const user = await app.requireUser(request);
        return replaceAvatar(ctx, user, await receiveAvatar(request));
      },
    );

    app.delete(
      '/api/profile/avatar',
      {
        schema: {
          tags: ['people'],
          summary: 'Remove your photo (the first letter of your email shows instead)',
          response: { 200: ownProfileSchema, ...errorResponses(401) },
        },
      },
      async (request) => removeAvatar(ctx, await app.requireUser(request)),
    );
  };
}
