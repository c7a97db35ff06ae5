import type { FastifyInstance } from 'fastify';

/** What the highlight services need from the app, passed explicitly so they stay testable. */
export type HighlightsContext = Pick<FastifyInstance, 'db'>;
