export { journalInputFromRecord, validateJournal } from './journal-input.ts';
export { fileUrl } from './journal-keys.ts';
export {
  createJournal,
  type JournalsContext,
  linkJournalFeed,
  prepareJournalCover,
} from './journal-service.ts';
export { journalsModule } from './routes.ts';
