import { fileURLToPath } from 'node:url';

/**
 * React's names are answered by Preact's compat layer: the same components and libraries in a
 * start-up bundle 54 KB smaller (docs/decisions/0031). The server entry is built with them too, so
 * the markup it draws is what the browser's runtime hydrates.
 */
export const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-on-preact.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
