export { homeLoader } from './api/route-loaders.ts';
export { pages } from './lazy.ts';
