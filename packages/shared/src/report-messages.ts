/** Texts of the reports queue, the same on the server and the editor screen. */
export const reportMessages = {
  deckNotFound: 'This deck is not there any more.',
  userNotFound: 'This user is not there any more.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDisableEditor: 'Editors cannot disable another editor. Take back their editor role first.',
} as const;
