import type { FastifyInstance } from 'fastify';

/** What the reports services need from the app. */
export type ReportsContext = Pick<FastifyInstance, 'db' | 'storage' | 'events'>;
