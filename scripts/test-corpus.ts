/**
 * `npm run test:corpus`: the real-world corpus (../shared/corpus, or CORPUS_DIR; see its
 * SOURCES.md) through the real upload and feed paths of the app, over HTTP: every deck in
 * manifest.json uploaded by a member and processed (ready with its words found by search, or
 * refused or failed with a message naming the problem), every feed served byte for byte from a
 * loopback server, registered by an editor and fetched. One line per file, then a summary;
 * exits 1 on any mismatch, and 0 with the reason when there is no corpus here.
 * PostgreSQL when DATABASE_URL names a server (a fresh database on it), PGlite otherwise.
 *   npm run test:corpus -- password feeds/   only the files whose path contains one of the words
 */
import path from 'node:path';
import { runDecks } from './corpus/decks.ts';
import { runFeeds, serveFeeds } from './corpus/feeds.ts';
import { findCorpus, readManifest } from './corpus/manifest.ts';
import { createReport } from './corpus/report.ts';
import { startSite } from './corpus/site.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = findCorpus(root);
if (!dir) {
  console.info(
    `Corpus test skipped: no corpus at ${process.env.CORPUS_DIR ?? path.resolve(root, '../shared/corpus')} (set CORPUS_DIR to its folder)`,
  );
  process.exit(0);
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const filters = process.argv.slice(2);
const wanted = (file: string) => filters.length === 0 || filters.some((filter) => file.includes(filter));
const manifest = await readManifest(dir);
const feeds = await serveFeeds(dir);
const deckRows = new Map([...manifest.decks].filter(([file]) => wanted(file)));
const feedRows = new Map([...manifest.feeds].filter(([file]) => wanted(file)));
const site = await startSite({ feedHosts: [feeds.host] });
const report = createReport();
console.info(`Corpus: ${dir}; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
try {
  // Feeds are read while the decks render: one waits on the render threads, the other does not.
  await Promise.all([
    runDecks(site, dir, deckRows, report.line).then(() => console.info(`(decks done in ${seconds()} s)`)),
    runFeeds(
      site,
      feeds.files.filter(({ file }) => wanted(file)),
      feedRows,
      report.line,
    ),
  ]);
} finally {
  await site.close();
  await feeds.close();
}

const { passed, failed, skipped } = report.counts;
console.info(`\nCorpus: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds()} s`);
if (failed) console.error(`Mismatches: ${report.failures.join(', ')}`);
process.exit(failed ? 1 : 0);
