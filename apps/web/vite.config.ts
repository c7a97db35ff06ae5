import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliases } from './preact-aliases.ts';
import { appEntryChunks, preloadList } from './preload-list.ts';
import {
  savedPagesCacheName,
  savedPagesHandler,
  savedPagesPattern,
} from './src/features/offline/sw/saved-pages-route.ts';

// Workbox writes the handler into sw.js as text: a renamed cache in one place only would make
// saved decks silently stop opening offline, so the build stops instead.
if (!savedPagesHandler.toString().includes(savedPagesCacheName)) {
  throw new Error('savedPagesHandler must name the saved cache literally (saved-pages-route.ts)');
}

/**
 * Pages that are not the app: the embed player lives inside other sites' pages, and the sign-in
 * popup only reports back and closes. No app manifest or service worker there.
 */
const pagesWithoutApp = ['embed', 'auth-popup'] as const;
const isPageWithoutApp = (filename: string) =>
  pagesWithoutApp.some((page) => filename.endsWith(`${page}.html`));

const withoutAppManifest: Plugin = {
  name: 'medshelf-pages-without-app',
  // After vite-plugin-pwa's own "post" step, which adds it to every page.
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { filename }) =>
      isPageWithoutApp(filename) ? html.replace(/<link rel="manifest"[^>]*>/, '') : html,
  },
};

/** A script of src/page-scripts, minified, to be written into the page itself. */
const pageScript = (name: string) =>
  minifySync(name, readFileSync(new URL(`./src/page-scripts/${name}`, import.meta.url), 'utf8'), {
    compress: true,
    mangle: true,
  }).code;

/**
 * The page's own scripts are written into it, not fetched: the theme must be set before the
 * first paint, and fetched, the parser found it only after the document's first chunk and the
 * paint waited for it (0.2 s later on Lighthouse's slow 4G); the worker that loads the locale data
 * must start while the page downloads (load-locale-data.js); the app's starter is as small. The
 * server's Content-Security-Policy allows exactly these scripts by their hashes
 * (inline-script-hashes.ts). In the built index.html the starter (src/page-scripts/start-app.js)
 * takes the entry module's place: it names the entry instead of loading it, and none of its chunks
 * are preloaded (the browser finds them as the entry's imports). Vite needs the module script in
 * the source index.html to build the entry, so that swap happens on the built page only.
 *
 * The locale data worker is a file of its own, named for its content like the app's chunks, so
 * browsers keep it for good and the service worker keeps it for offline pages.
 *
 * The theme's script comes right after the stylesheet, where the parser waits for the stylesheet
 * (a script runs only once the stylesheets before it have arrived): nothing is drawn before then
 * anyway. Without the wait, a page whose HTML was all parsed before its stylesheet came, as on a
 * slow network, was styled and laid out whole without it, then again with it: Chromium does that
 * at the end of parsing on a page with a form field, and every page has the header's search box
 * and the footer's language picker (decision 0042).
 */
const pageScripts = (): Plugin => {
  let building = false;
  const localeDataWorker = pageScript('locale-data-worker.js');
  const contentHash = createHash('sha256').update(localeDataWorker).digest('base64url').slice(0, 8);
  const localeDataWorkerFile = `assets/locale-data-worker-${contentHash}.js`;
  return {
    name: 'medshelf-page-scripts',
    enforce: 'post',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(`/${localeDataWorkerFile}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(localeDataWorker);
      });
    },
    buildStart() {
      if (building)
        this.emitFile({ type: 'asset', fileName: localeDataWorkerFile, source: localeDataWorker });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) => {
        if (isPageWithoutApp(filename)) return html;
        const placeholder = '<script src="/theme.js"></script>';
        const theme = `<script>${pageScript('theme.js')}</script>`;
        const worker = `<script data-worker="/${localeDataWorkerFile}">${pageScript('load-locale-data.js')}</script>`;
        // The development server has no service worker (vite-plugin-pwa's devOptions are off), and
        // its stylesheets come with the app's modules.
        if (!building) return html.replace(placeholder, theme + worker);
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry)
          throw new Error('index.html: the built page has no module script to start after the first paint');
        const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(html);
        if (!stylesheet)
          throw new Error('index.html: the built page has no stylesheet to set the theme after');
        return html
          .replace(placeholder, worker)
          .replace(
            entry[0],
            `<script data-app="${entry[1]}">${pageScript('start-app.js')}</script><script>${pageScript('register-service-worker.js')}</script>`,
          )
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(stylesheet[0], stylesheet[0] + theme);
      },
    },
  };
};

/**
 * V8's explicit compile hint, the first line of every chunk of the app (decision 0037). A chunk is
 * only fetched when its code is about to run (the page's start, a route, a dialog being opened),
 * so nearly all of it runs at once. Without the hint V8 compiles each function lazily, on the
 * page's own thread, the first time it is called: a tenth of a second of a deck page's start.
 * With it, Chromium 136+ compiles the whole chunk on a background thread while it downloads.
 * Browsers without it read a comment. After the minifier, which drops comments; the source map
 * is shifted by the one line.
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';
const eagerCompile: Plugin = {
  name: 'medshelf-eager-compile',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = compileHint + chunk.code;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // React's fast refresh cannot update Preact's components (it would keep the old ones on screen
    // without a word): in development an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    // Compiles the message catalogues (src/lib/i18n/locales) at build time; a message missing
    // from a language fails the build rather than showing English in its place.
    lingui({
      failOnMissing: true,
      failOnCompileError: true,
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    }),
    tailwindcss(),
    // The server entry (entry-server.tsx) is code for the server: no service worker of its own.
    !isSsrBuild &&
      VitePWA({
        // The page's own script registers /sw.js after the load event, once the app has started
        // (src/page-scripts/register-service-worker.js, written in by pageScripts).
        injectRegister: false,
        registerType: 'autoUpdate',
        filename: 'sw.js',
        manifest: {
          name: 'MedShelf',
          short_name: 'MedShelf',
          description:
            'Slides, books, journals, articles and news for students of medicine, dentistry, nursing, Ayurveda and physiotherapy.',
          theme_color: '#0f766e',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          icons: [
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'],
          // The embed player is for other sites' pages and the sign-in popup needs the network; the
          // app's offline shell needs neither. The PDF reader that counts a chosen file's pages is
          // for uploads, which need a network anyway.
          globIgnores: [
            ...pagesWithoutApp.flatMap((page) => [`${page}.html`, `assets/${page}-*`]),
            'assets/pdf-page-count-*',
          ],
          // Not the shell for every navigation: see the navigation route below.
          navigateFallback: null,
          cleanupOutdatedCaches: true,
          // The first visit is controlled at once, so the shell works offline from then on.
          clientsClaim: true,
          skipWaiting: true,
          // generateSW, not injectManifest: the shell needs only Workbox's stock precache and
          // navigation fallback, and saved decks need one read-only route. The page writes the saved
          // cache itself (progress, cancel and quota errors belong there), so the worker needs no
          // messages, no Workbox modules in the app's dependencies and no second TypeScript setup.
          runtimeCaching: [
            { urlPattern: savedPagesPattern, handler: savedPagesHandler },
            // Online, a page comes from the server, drawn with its content (entry-server.tsx);
            // offline, the precached shell opens and draws it from what the browser keeps.
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' && !/^\/(api|dev|embed)\/|^\/sitemap\.xml$/.test(url.pathname),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/index.html' } },
            },
          ],
        },
      }),
    !isSsrBuild && withoutAppManifest,
    !isSsrBuild && pageScripts(),
    !isSsrBuild && appEntryChunks,
    !isSsrBuild && eagerCompile,
  ],
  resolve: { alias: preactAliases },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The server loads dist-server on its own, in a container too: everything it needs is inside.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (file, deps, { hostId }) => preloadList(file, deps, hostId),
    },
    // The public folder is the browser's; the server entry's build leaves it out.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // Other code reaches a feature only through its index.ts (docs/decisions/0011). Rolldown puts
    // every module an included barrel re-exports into the importer's chunk, so the router's loader
    // import would pull whole features into the entry. An index holds re-exports only; declared
    // side-effect free, it is skipped and each name comes from the module that defines it.
    rolldownOptions: {
      // The embed player (/embed/deck/{id}) and the sign-in popup's landing page are small pages
      // and bundles of their own, not the app.
      input: isSsrBuild
        ? undefined
        : {
            main: 'index.html',
            ...Object.fromEntries(pagesWithoutApp.map((page) => [page, `${page}.html`])),
          },
      // Small chunks shared by several pages are copied into each chunk that reads them
      // (decision 0038): a page started 31–46 module files, each a request and a task of its own
      // on the page's thread; with 17–22, Lighthouse counted 14–25% less main-thread work.
      // A registry in rolldown's runtime keeps one state and one execution per module across the
      // copies; the entry becomes a one-line facade, since the routes' chunks may not import the
      // file whose body starts the app. Stylesheets stay files of their own, as rolldown advises
      // for Vite's CSS.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 4096, exclude: /\.css(\?|$)/ },
            },
          },
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
    },
  },
}));
