export { clipboardModule } from './routes.ts';
