import type { FastifyInstance } from 'fastify';

/** What the clipboard services need from the app, passed explicitly so they stay testable. */
export type ClipboardContext = Pick<FastifyInstance, 'db'> & { clock: () => Date };
