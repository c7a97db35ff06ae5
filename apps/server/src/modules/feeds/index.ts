export { demoFeedsPath, feedsContext, fetchLimits } from './context.ts';
export { fetchFeedNow, schedule } from './fetch-service.ts';
export { isAllowed } from './fetching/address-policy.ts';
export { readItems } from './parsing/read-items.ts';
export { findFeedByUrl, insertFeed, listFeeds, recordSuccess, storeItems } from './repository.ts';
export { feedsModule } from './routes.ts';
