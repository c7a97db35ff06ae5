import type { FastifyPluginAsync } from 'fastify';
import { viewPlaylistHead, viewPlaylistPattern } from './page-head.ts';
import { playlistItemRoutes } from './routes-items.ts';
import { ownPlaylistRoutes } from './routes-own.ts';
import { publicPlaylistRoutes } from './routes-public.ts';

/** Playlists: three levels of one's own, the decks in them, and others' public ones. */
export const playlistsModule: FastifyPluginAsync = async (app) => {
  const ctx = { db: app.db, clock: app.config.clock };
  app.pageHeads.add(viewPlaylistPattern, (match) =>
    viewPlaylistHead(ctx, app.config.publicUrl, match[1] ?? '', (match[2] ?? '').split('/').filter(Boolean)),
  );
  await app.register(ownPlaylistRoutes(ctx));
  await app.register(playlistItemRoutes(ctx));
  await app.register(publicPlaylistRoutes(ctx));
};
