export { feedItemKeys } from './api/feed-item-keys.ts';
export { articleDetailsLoader, feedListLoader } from './api/route-loaders.ts';
export { pages } from './lazy.ts';
