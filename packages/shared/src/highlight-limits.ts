/** Limits of highlights and notes on deck pages (issue 17); both sides read them from here. */
export const highlightLimits = {
  noteMaxLength: 500,
  /** Words one highlight may cover: a passage, not a whole page of a dense handout. */
  maxWords: 300,
} as const;

/** Every text of the text layer and of highlights, on the server and on the web. */
export const highlightMessages = {
  noteTooLong: `Notes must be ${highlightLimits.noteMaxLength} characters or fewer`,
  tooManyWords: `A highlight can cover at most ${highlightLimits.maxWords} words`,
  backwards: 'A highlight must start at or before the word it ends at',
  pageMissing: 'That page is not in this deck',
  noText: 'This page has no text to highlight',
  wordsMissing: 'Those words are not on this page',
  notFound: 'This highlight is not there any more.',
  notYours: 'Only the person who made this highlight can change it.',
  pageTextMissing: 'This page has no text layer.',
  markLabel: 'Highlighted',
  pageTextLabel: (page: number) => `Text of page ${page}`,
} as const;
