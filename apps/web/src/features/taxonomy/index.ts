export { taxonomyQuery, useTaxonomy } from './api/get-taxonomy.ts';
export { SubjectFilter, useSubjectFilter } from './components/subject-filter.tsx';
