export { usePreferredSubjects } from './use-preferred-subjects.ts';
