import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { FetchLimits } from './fetching/fetch-feed.ts';

/** What the feed services need from the app, passed explicitly so tests can vary it. */
export type FeedsContext = Pick<FastifyInstance, 'db' | 'jobs' | 'log'> & {
  limits: FetchLimits;
  publicUrl: string;
  now: () => Date;
};

/** Where the demo's generated feeds are served; fetched from the server's own origin. */
export const demoFeedsPath = '/demo-feeds/';

/** How feeds are fetched, from the config: limits and the explicitly allowed private places. */
export function fetchLimits(config: Config): FetchLimits {
  return {
    timeoutMs: config.feeds.timeoutMs,
    maxBytes: config.feeds.maxBytes,
    maxRedirects: 3,
    allowance: {
      hosts: config.feeds.allowHosts,
      // Only with demo content, and only the demo's own documents on this server's origin.
      urlPrefixes: config.demoContent ? [new URL(demoFeedsPath, config.publicUrl).href] : [],
    },
    userAgent: `MedShelf feed reader (+${config.publicUrl})`,
  };
}

export function feedsContext(app: FastifyInstance): FeedsContext {
  return {
    db: app.db,
    jobs: app.jobs,
    log: app.log,
    publicUrl: app.config.publicUrl,
    now: () => new Date(),
    limits: fetchLimits(app.config),
  };
}
