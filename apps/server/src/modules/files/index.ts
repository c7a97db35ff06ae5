export {
  type LinkPreviewImage,
  linkPreviewImage,
  linkPreviewKey,
  linkPreviewRoutes,
} from './link-previews.ts';
export { filesRoutes } from './routes.ts';
