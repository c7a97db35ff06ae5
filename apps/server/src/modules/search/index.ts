export { searchModule } from './routes.ts';
export { rowsOf } from './sql-rows.ts';
