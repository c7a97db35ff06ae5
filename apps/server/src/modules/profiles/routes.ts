import type { FastifyPluginAsync } from 'fastify';
import { servableAvatarKey } from './avatar-image.ts';
import { profilesContext } from './context.ts';
import { profileHead, profilePattern } from './page-head.ts';
import { ownProfileRoutes } from './routes-own.ts';
import { peopleRoutes } from './routes-people.ts';

/** Profiles: your own details and photo, and every member's public profile with its tabs. */
export const profilesModule: FastifyPluginAsync = async (app) => {
  const ctx = profilesContext(app);
  app.servedFiles.add(servableAvatarKey);
  app.pageHeads.add(profilePattern, (match) => profileHead(ctx, match[1] ?? ''));
  await app.register(ownProfileRoutes(ctx));
  await app.register(peopleRoutes(ctx));
};
