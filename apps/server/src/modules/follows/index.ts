export { followsModule } from './routes.ts';
