export { embedsModule } from './routes.ts';
