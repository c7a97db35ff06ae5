export { ContinueReading } from './components/continue-reading.tsx';
export { type ReadingSubject, useKeepReadingPosition } from './hooks.ts';
