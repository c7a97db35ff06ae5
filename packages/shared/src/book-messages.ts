/** Messages of the book pipeline: the editor screen, the API, the import report say the same. */
export const bookMessages = {
  pdfTooLarge: 'This PDF is larger than 300 MB. Please upload a smaller file.',
  tooManyPages: 'This PDF has more than 2,000 pages. Please split the book into volumes.',
  empty: 'This file is empty. Please choose another file.',
  notAPdf: 'This file is not a PDF. Please upload the book as a PDF.',
  corrupt: 'This PDF could not be opened; it may be damaged. Please export it again and upload the new file.',
  encrypted: 'This PDF is protected by a password. Please upload a copy without a password.',
  tooComplex:
    'A page of this PDF is too complex to display (it took too long to draw). Please export the book again as a simpler PDF.',
  tooMuchMemory:
    'A page of this PDF is too complex to display (it needs more memory to draw than MedShelf allows). Please export the book again as a simpler PDF.',
  pdfRequired: 'Please choose a PDF to upload',
  coverTooLarge: 'This cover image is larger than 10 MB. Please choose a smaller image.',
  notAnImage: 'The cover must be a JPEG, PNG, WebP, GIF or AVIF image.',
  coverRequired: 'Please choose a cover image',
  pdfOrLink: 'Give the book a PDF file or an external link (or both)',
  interrupted: 'The upload was interrupted. Please try again.',
  processingFailed: 'Processing failed. Please try again or upload the file again.',
  notFound: 'This book is not available.',
  noPdf: 'This book has no PDF to download.',
} as const;
