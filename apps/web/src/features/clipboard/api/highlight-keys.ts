export const highlightKeys = {
  all: ['highlights'] as const,
  person: (username: string) => ['highlights', 'person', username.toLowerCase()] as const,
  deck: (deckId: string) => ['highlights', 'deck', deckId] as const,
};
