export type { DeckEvent } from './events-repository.ts';
export { statisticsModule } from './routes.ts';
export { recordDeckEvent, type StatisticsContext } from './service.ts';
