export { eventsRoute } from './events-route.ts';
export { accountRoutes } from './routes.ts';
export { isUsernameTaken } from './service.ts';
