export const statisticsKeys = {
  all: ['statistics'] as const,
  deck: (deckId: string) => [...statisticsKeys.all, 'deck', deckId] as const,
  mine: () => [...statisticsKeys.all, 'mine'] as const,
};
