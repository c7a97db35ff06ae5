export {
  likedDeckCards,
  pageImageUrls,
  readyDeckCards,
  readyDeckCardsOf,
  requireReadyDeck,
} from './card-service.ts';
export { type SlidesContext, slidesContext } from './context.ts';
export { deckKeys, fileUrl } from './deck-keys.ts';
export { addDeck } from './deck-service.ts';
export { afterDeckRemoved, findDeckForModeration, markDeckRemoved } from './moderation-service.ts';
export { processDeck } from './processing-job.ts';
export { findDeck } from './repository.ts';
export { slidesModule } from './routes.ts';
export { recoverStalledDecks } from './stall-recovery.ts';
