export { highlightsModule } from './routes.ts';
