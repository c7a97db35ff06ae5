import { deckMessages } from '@medshelf/shared/deck-limits';
import { peopleMessages } from '@medshelf/shared/people-limits';
import { readerMessages } from '@medshelf/shared/reader-messages';
import { readingMessages } from '@medshelf/shared/reading-messages';
import { popularSearchMessages } from '@medshelf/shared/search-limits';
import { socialMessages } from '@medshelf/shared/social-messages';
import { statisticsMessages } from '@medshelf/shared/statistics-limits';

/** Every group of shared texts the web draws by key (shared-text.ts), by the name its ids use. */
export const sharedTextGroups = {
  reader: readerMessages,
  statistics: statisticsMessages,
  social: socialMessages,
  deck: deckMessages,
  people: peopleMessages,
  reading: readingMessages,
  popularSearch: popularSearchMessages,
} as const;

export type SharedTextGroup = keyof typeof sharedTextGroups;
