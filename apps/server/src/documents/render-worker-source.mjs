// The render pool's worker when the server runs from TypeScript source (tests, tsx): worker
// threads do not inherit tsx's loader, so this registers it before loading the real worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./render-worker.ts');
export const { check, renderPage, renderPixels } = worker;
