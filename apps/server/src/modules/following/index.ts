export { followingModule } from './routes.ts';
export { newDecksFromFollowed } from './service.ts';
