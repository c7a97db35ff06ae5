export { digestModule } from './routes.ts';
