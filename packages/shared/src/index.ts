export { authErrorCodes } from './auth-codes.ts';
export { authMessages } from './auth-messages.ts';
export * from './contracts/account.ts';
export * from './contracts/books.ts';
export * from './contracts/editor.ts';
export * from './contracts/errors.ts';
export * from './contracts/feeds.ts';
export * from './contracts/health.ts';
export * from './contracts/highlights.ts';
export * from './contracts/journals.ts';
export * from './contracts/people.ts';
export * from './contracts/reading.ts';
export * from './contracts/reports.ts';
export * from './contracts/search.ts';
export * from './contracts/slides.ts';
export * from './contracts/social.ts';
export * from './contracts/statistics.ts';
export * from './contracts/taxonomy.ts';
export { deckLimits, deckMessages } from './deck-limits.ts';
export {
  embedBarHeight,
  embedFrameSize,
  embedHtml,
  embedPath,
  oembedPath,
} from './embed.ts';
export { limits } from './limits.ts';
export { messages } from './messages.ts';
export { requestMessages, waitMessages } from './request-messages.ts';
export { matchRoute, paths, type RouteName, routePatterns } from './routes.ts';
export { popularSearchLimits, popularSearchMessages } from './search-limits.ts';
export { articleIdOf, articleTitleSegment, slugify, slugWithin } from './slug.ts';
export { statisticsLimits, statisticsMessages } from './statistics-limits.ts';
export { seedTaxonomy } from './taxonomy.ts';
