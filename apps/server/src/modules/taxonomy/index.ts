export { taxonomyRoutes } from './routes.ts';
export { createTaxonomyService, findCategoryId, findTopicIds } from './service.ts';
