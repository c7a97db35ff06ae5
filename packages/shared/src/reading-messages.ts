/** The texts of "Continue reading", the same on the server and the home page. */
export const readingMessages = {
  title: 'Continue reading',
  notFound: 'This deck or book cannot be read here.',
  pageMissing: 'That page is not in this deck or book.',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  remove: (title: string) => `Remove “${title}” from Continue reading`,
} as const;
