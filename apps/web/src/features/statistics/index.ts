export { pages } from './lazy.ts';
