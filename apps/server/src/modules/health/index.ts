export { publicConfigRoutes } from './public-config.ts';
export { healthRoutes } from './routes.ts';
