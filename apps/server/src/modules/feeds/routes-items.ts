import {
  errorResponseSchema,
  feedItemDetailSchema,
  feedItemIdParamsSchema,
  feedItemListQuerySchema,
  feedItemListSchema,
  feedItemSlugParamsSchema,
  feedSourceListSchema,
  feedSourcesQuerySchema,
} from '@medshelf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedsContext } from './context.ts';
import { getFeedItem, getFeedItemBySlugs, listFeedItems, listFeedSources } from './item-service.ts';

// Feeds are fetched every half hour at most; a short shared cache absorbs bursts.
const listCache = 'public, max-age=60, stale-while-revalidate=600';

/** Articles and news as anyone reads them. */
export function itemRoutes(ctx: FeedsContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/feed-items',
      {
        schema: {
          tags: ['articles'],
          summary: 'Articles and news from the feeds, newest first; by kind, subject and source; paged',
          querystring: feedItemListQuerySchema,
          response: { 200: feedItemListSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', listCache);
        return listFeedItems(ctx, app.hotReads, request.query);
      },
    );

    app.get(
      '/api/feed-items/by-slug/:titleSlug/:sourceSlug',
      {
        schema: {
          tags: ['articles'],
          summary: 'One article or news item by the slugs of its title and source (/articledetails)',
          params: feedItemSlugParamsSchema,
          response: { 200: feedItemDetailSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', listCache);
        return getFeedItemBySlugs(ctx, request.params.titleSlug, request.params.sourceSlug);
      },
    );

    app.get(
      '/api/feed-items/:id',
      {
        schema: {
          tags: ['articles'],
          summary: 'One article or news item with its cleaned summary and the link to the original',
          params: feedItemIdParamsSchema,
          response: { 200: feedItemDetailSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', listCache);
        return getFeedItem(ctx, request.params.id);
      },
    );

    app.get(
      '/api/feed-sources',
      {
        schema: {
          tags: ['articles'],
          summary: 'Sources that have articles (or news), for filtering',
          querystring: feedSourcesQuerySchema,
          response: { 200: feedSourceListSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', listCache);
        return { items: await listFeedSources(ctx, request.query.kind) };
      },
    );
  };
}
