export { findPersonByUsername, insertItem, insertPlaylist } from './repository.ts';
export { playlistsModule } from './routes.ts';
export { playlistSlug } from './slug.ts';
