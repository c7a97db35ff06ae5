export { reportsModule } from './routes.ts';
