/** Texts of the page reader (decks and books): its toolbar, its pages and its modes. */
export const readerMessages = {
  region: (title: string) => `Pages of ${title}`,
  pageAlt: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The counter as seen ("3 / 24"); screen readers hear `pageAlt`. */
  counter: (page: number, pages: number) => `${page} / ${pages}`,
  previous: 'Previous page',
  next: 'Next page',
  thumbnails: 'Page thumbnails',
  thumbnailList: 'Pages',
  goToPage: (page: number) => `Go to page ${page}`,
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom',
  scrollMode: 'Scroll through all pages',
  fitPage: 'Fit page',
  fitWidth: 'Fit width',
} as const;
