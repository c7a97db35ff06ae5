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
  highlight: 'Highlight',
  highlightSelection: 'Highlight the selected text',
  dialogTitle: (page: number) => `Highlight on page ${page}`,
  dialogDescription: (deck: string) =>
    `From “${deck}”. Your highlights are kept in the clipboard tab of your profile.`,
  noteLabel: 'Note (optional)',
  charactersLeft: (left: number) => `${left} characters left`,
  publicLabel: 'Public',
  publicHint: 'Show this highlight on your profile to everyone.',
  cancel: 'Cancel',
  save: 'Save highlight',
  saving: 'Saving…',
  saved: 'Highlight saved',
  saveFailed: 'The highlight could not be saved.',
  deleteTitle: 'Delete this highlight?',
  deleteDescription: (deck: string) =>
    `The highlight and its note will be removed from your clipboard. “${deck}” stays on MedShelf.`,
  deleteConfirm: 'Delete highlight',
  deleteLabel: (page: number, deck: string) => `Delete the highlight on page ${page} of ${deck}`,
  delete: 'Delete',
  deleted: 'Highlight deleted',
  listTitle: 'Highlights',
  listCount: (count: number) => (count === 1 ? '1 highlight' : `${count} highlights`),
  listPrivate: 'Private highlights are seen only by you.',
  listEmptyOwner: 'Select text on a deck page and press “Highlight” to keep it here with a note.',
  listEmptyOther: (username: string) => `${username} has not shared any highlights.`,
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  showMore: 'Show more highlights',
  loading: 'Loading…',
  loadingHighlights: 'Loading highlights…',
  offline: 'The highlights will load when you are back online.',
  noteHeading: 'Note',
  markLabel: 'Highlighted',
  pageTextLabel: (page: number) => `Text of page ${page}`,
} as const;
