/** Limits of the people features (PRODUCT.md "People"); both sides read them from here. */
export const peopleLimits = {
  displayNameMaxLength: 60,
  shortDetailMaxLength: 60,
  longDetailMaxLength: 200,
  summaryMaxLength: 1000,
  urlMaxLength: 300,
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarSize: 256,
  playlistNameMaxLength: 80,
  playlistMaxDepth: 3,
  playlistMaxItems: 500,
  clipNoteMaxLength: 500,
} as const;

export const peopleMessages = {
  cannotFollowYourself: 'You cannot follow yourself',
  playlistTooDeep: 'Playlists can be nested at most three levels deep',
  playlistNameTaken: (name: string) => `You already have a playlist called “${name}” here`,
  playlistNameEmpty: 'Give the playlist a name',
  playlistFull: `A playlist can hold at most ${peopleLimits.playlistMaxItems} decks`,
  avatarNotImage: 'Please choose a JPEG, PNG or WebP image',
  avatarTooLarge: 'The picture must be 5 MB or smaller',
  clipPageMissing: 'That page is not in this deck',
} as const;
