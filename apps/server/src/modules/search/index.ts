export { searchModule } from './routes.ts';
