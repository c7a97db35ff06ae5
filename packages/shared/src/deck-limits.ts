/** Upload limits for slide decks (PRODUCT.md "Slides"), shared by the form and the server. */
export const deckLimits = {
  maxBytes: 100 * 1024 * 1024,
  maxPages: 300,
  /** What a presentation may unpack to: zip entries, their total size, and how much one may grow. */
  maxZipEntries: 10_000,
  maxUnpackedBytes: 512 * 1024 * 1024,
  maxUnpackRatio: 200,
  titleMinLength: 3,
  titleMaxLength: 150,
  descriptionMaxLength: 5000,
  maxTags: 10,
  tagMaxLength: 40,
  commentMaxLength: 2000,
  /** Extensions the picker offers; the server decides by content, never by name. */
  accept: '.pdf,.pptx,.ppt,.odp,application/pdf',
} as const;

/** Messages of the upload pipeline: the form, the API and the processing status say the same. */
export const deckMessages = {
  tooLarge: 'This file is larger than 100 MB. Please upload a smaller file.',
  tooManyPages: 'This deck has more than 300 pages. Please split it into smaller decks.',
  empty: 'This file is empty. Please choose another file.',
  notADeck: 'This file is not a PDF or a presentation (PPTX, PPT, ODP). Please upload a PDF.',
  corrupt: 'This PDF could not be opened; it may be damaged. Please export it again and upload the new file.',
  encrypted: 'This PDF is protected by a password. Please upload a copy without a password.',
  presentationEncrypted:
    'This presentation is protected by a password. Please upload a copy without a password.',
  presentationDamaged:
    'This presentation could not be opened; it may be damaged. Please save it again, or as a PDF, and upload the new file.',
  flatPresentation:
    'Flat OpenDocument presentations (.fodp) cannot be uploaded. Please save it as ODP, PPTX or PDF and upload that.',
  tooComplex:
    'A page of this file is too complex to display (it took too long to draw). Please simplify it or export the deck again as a simpler PDF.',
  tooMuchMemory:
    'A page of this file is too complex to display (it needs more memory to draw than MedShelf allows). Please simplify it or export the deck again as a simpler PDF.',
  noConverter:
    'Presentations (PPTX, PPT, ODP) cannot be converted on this server. Please save your deck as a PDF and upload that.',
  conversionFailed: 'This presentation could not be converted. Please save it as a PDF and upload that.',
  /** LibreOffice ran out of the memory CONVERTER_MEMORY_MB allows it. */
  needsMoreMemory: (megabytes: number) =>
    `This presentation needs more memory to convert than MedShelf allows (${megabytes} MB). Please save it as a PDF, or make it smaller (fewer or smaller pictures), and upload that.`,
  expandsTooMuch:
    'This presentation expands to more than 512 MB when opened, which no real deck does. Please save it as a PDF and upload that.',
  fileRequired: 'Please choose a file to upload',
  interrupted: 'The upload was interrupted. Please try again.',
  uploaded: 'Upload complete. Your deck is being processed.',
  saved: 'Changes saved',
  deleted: 'Deck deleted',
  processingFailed: 'Processing failed. Please try again or upload the file again.',
  removed: 'Removed by the editors after a report',
  removedCannotChange:
    'This deck was removed by the editors after a report. You can delete it, but not edit it or upload its file again.',
} as const;
