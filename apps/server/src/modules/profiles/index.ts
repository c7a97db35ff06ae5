export { findMember } from './people-service.ts';
export { profilesModule } from './routes.ts';
