export { taxonomyQuery, useTaxonomy } from './api/get-taxonomy.ts';
export { useSubjectFilter } from './components/subject-filter.tsx';
