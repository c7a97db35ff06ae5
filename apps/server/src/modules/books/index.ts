export { bookInputFromRecord, issuesOf, type ValidBook, validateBook } from './book-input.ts';
export { fileUrl } from './book-keys.ts';
export {
  assertNotDuplicate,
  type CheckedPdf,
  checkBookFiles,
  createBook,
} from './book-service.ts';
export { readableBookCards } from './browse-service.ts';
export { type BooksContext, booksContext } from './context.ts';
export { booksModule } from './routes.ts';
export { receiveLibraryUpload, withUpload } from './upload-parser.ts';
