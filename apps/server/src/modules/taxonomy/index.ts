export { allCategories } from './repository.ts';
export { taxonomyRoutes } from './routes.ts';
export { createTaxonomyService, findCategoryId, findTopicIds } from './service.ts';
