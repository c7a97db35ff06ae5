import type { FastifyInstance } from 'fastify';

/** What the playlist services need from the app, passed explicitly so they stay testable. */
export type PlaylistsContext = Pick<FastifyInstance, 'db'> & { clock: () => Date };
