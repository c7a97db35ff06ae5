export { sitemapModule } from './routes.ts';
