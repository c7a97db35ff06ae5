export const clipKeys = {
  all: ['clips'] as const,
  person: (username: string) => ['clips', username.toLowerCase()] as const,
};
