export * from './contracts/errors.ts';
export * from './contracts/health.ts';
export * from './contracts/taxonomy.ts';
export { limits } from './limits.ts';
export { messages } from './messages.ts';
export { matchRoute, paths, type RouteName, routePatterns } from './routes.ts';
export { slugify } from './slug.ts';
export { seedTaxonomy } from './taxonomy.ts';
export { categorySeeds, facultySeeds, type SubjectName, subjectNames } from './taxonomy-data.ts';
