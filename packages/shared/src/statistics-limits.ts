/** Limits and texts of embeds and uploader statistics; the server, the app and the embed share them. */
export const statisticsLimits = {
  /** Days of the statistics charts, today included. */
  windowDays: 90,
  /** Pages listed as the most read. */
  topPages: 10,
  maxPage: 10_000,
  /** Time on one page in one report; a tab left open on a page is not a reader for hours. */
  maxSecondsPerPage: 30 * 60,
  maxPagesPerReport: 300,
  /** The embed's frame when the embedding site does not ask for another size. */
  embedWidth: 640,
  embedHeight: 520,
} as const;

export const statisticsMessages = {
  embedUnavailable: 'This deck is not available.',
  embedOpenOnMedShelf: 'Open on MedShelf',
  embedPrevious: 'Previous page',
  embedNext: 'Next page',
  embedPageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  embedOption: 'Embed',
  embedTitle: 'Embed this deck',
  embedHelp: 'Paste this code into your page or blog to show the deck there.',
  embedCodeLabel: 'Embed code',
  embedCopy: 'Copy code',
  embedCopied: 'Embed code copied',
  embedCopyFailed: 'The code could not be copied. Please select it and copy it yourself.',
  statisticsLink: 'Statistics',
  statisticsTitle: (title: string) => `Statistics: ${title}`,
  allDecksTitle: 'Statistics of all your decks',
  allDecksLink: 'Statistics of all your decks',
  windowNote:
    'Last 90 days, in UTC days. Figures are brought up to date every few minutes; your own views are never counted.',
  viewsPerDay: 'Views per day',
  overTime: 'Likes, saves, clips and downloads per day',
  mostReadPages: 'Most-read pages',
  noReadingYet: 'No reading time recorded yet.',
  sourcesTitle: 'Where views came from',
  noViewsYet: 'No views in the last 90 days yet.',
  perDeckTitle: 'Your decks',
  allTime: 'Since the first view',
  lastDays: 'Last 90 days',
  chartLoading: 'Loading the chart…',
  sources: {
    site: 'MedShelf pages',
    search: 'MedShelf search',
    embed: 'Embedded on',
    link: 'Links on',
    direct: 'Direct',
  },
  counts: {
    views: 'Views',
    likes: 'Likes',
    saves: 'Saves',
    clips: 'Clips',
    downloads: 'Downloads',
  },
  notYours: 'Only the uploader can see the statistics of this deck.',
} as const;
