export { readingModule } from './routes.ts';
