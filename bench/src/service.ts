/**
 * The service bench: the built server (as `npm run serve` runs it) answering while a large
 * scanned deck renders, beside the same requests on an idle server, and processing throughput
 * with one render thread and with the default number (PROCESSING_CONCURRENCY).
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { makeDeckPdf } from '../../apps/server/src/demo/slides/deck-pdf.ts';
import { type Member, signedInMember } from './member.ts';
import { startBuiltSite } from './serve-built-site.ts';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  failures: number;
}

export interface ResponsivenessResult {
  path: string;
  idle: Latency;
  whileRendering: Latency;
  /** p99 while rendering ÷ p99 idle: the figure the budget is about. */
  p99Ratio: number;
}

export interface ThroughputResult {
  concurrency: number;
  decks: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
}

export interface ServiceResult {
  /** CPU ms per second of the server with nothing to do, or null where /proc cannot tell. */
  idleCpuMsPerSecond: number | null;
  scannedPages: number;
  scannedBytes: number;
  responsiveness: ResponsivenessResult[];
  throughput: ThroughputResult[];
}

const measureSeconds = 8;
const connections = 10;

/** Pages like a scanned book's: a full-page photograph each (noise compresses like one). */
export async function makeScannedDeck(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) {
    const jpeg = await sharp({
      create: {
        width: 1240,
        height: 1754,
        channels: 3,
        background: '#ffffff',
        noise: { type: 'gaussian', mean: 150, sigma: 40 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}

async function upload(who: Member, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  const fields = {
    title: name,
    description: '',
    category: 'medicine',
    subCategory: 'cardiology',
    tags: '[]',
    allowDownload: 'false',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes]), `${name}.pdf`);
  const response = await fetch(`${who.origin}/api/decks`, {
    method: 'POST',
    headers: { cookie: who.cookie, origin: who.origin },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function progress(
  who: Member,
  id: string,
): Promise<{ status: string; pagesDone: number; pageCount: number }> {
  const response = await fetch(`${who.origin}/api/decks/${id}/progress`, { headers: { cookie: who.cookie } });
  return (await response.json()) as { status: string; pagesDone: number; pageCount: number };
}

async function untilReady(who: Member, ids: string[]): Promise<void> {
  for (;;) {
    const states = await Promise.all(ids.map((id) => progress(who, id)));
    if (states.some((state) => state.status === 'failed')) throw new Error('a bench deck failed to process');
    if (states.every((state) => state.status === 'ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function load(url: string): Promise<Latency> {
  const result = await autocannon({ url, connections, duration: measureSeconds });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export const idleSeconds = 10;

/** User and system CPU time of a process so far, in ms; null off Linux. */
async function cpuMsOf(pid: number): Promise<number | null> {
  try {
    // The fields after the command's name, which ends at the last parenthesis and may hold
    // anything: utime and stime are the 12th and 13th of them.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    // In clock ticks of 1/100 s: USER_HZ, 100 on x86 and Arm Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** What the server costs the machine while nobody asks it anything: its own timers and polling. */
async function idleCpu(pid: number): Promise<number | null> {
  const before = await cpuMsOf(pid);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const after = await cpuMsOf(pid);
  return before === null || after === null ? null : (after - before) / idleSeconds;
}

async function responsiveness(
  scanned: Uint8Array,
): Promise<{ idleCpuMsPerSecond: number | null; results: ResponsivenessResult[] }> {
  const site = await startBuiltSite({ DEMO_CONTENT: '0' });
  try {
    const who = await signedInMember(site.origin, site.dataDir, 'benchuploader');
    const small = await upload(
      who,
      await makeDeckPdf('Bench deck', [{ heading: 'One', bullets: ['a'] }]),
      'small',
    );
    await untilReady(who, [small]);
    const idleCpuMsPerSecond = await idleCpu(site.pid);
    const paths = ['/api/ping', `/api/decks/${small}`];
    const idle: Latency[] = [];
    for (const target of paths) idle.push(await load(`${site.origin}${target}`));
    const large = await upload(who, scanned, 'scanned');
    const busy: Latency[] = [];
    for (const target of paths) busy.push(await load(`${site.origin}${target}`));
    const after = await progress(who, large);
    if (after.status === 'ready')
      throw new Error('the scanned deck finished before the measurement did: make it longer');
    const results = paths.map((target, index) => {
      const quiet = idle[index] as Latency;
      const rendering = busy[index] as Latency;
      return {
        path: target,
        idle: quiet,
        whileRendering: rendering,
        p99Ratio: rendering.p99Ms / Math.max(1, quiet.p99Ms),
      };
    });
    return { idleCpuMsPerSecond, results };
  } finally {
    await site.stop();
  }
}

async function throughput(
  scanned: Uint8Array,
  concurrency: number | null,
  decks: number,
  pages: number,
): Promise<ThroughputResult> {
  const site = await startBuiltSite({
    DEMO_CONTENT: '0',
    ...(concurrency ? { PROCESSING_CONCURRENCY: String(concurrency) } : {}),
  });
  try {
    const who = await signedInMember(site.origin, site.dataDir, 'benchuploader');
    const started = performance.now();
    const ids = [];
    for (let n = 0; n < decks; n += 1) ids.push(await upload(who, scanned, `throughput-${n}`));
    await untilReady(who, ids);
    const seconds = (performance.now() - started) / 1000;
    return {
      concurrency: concurrency ?? 0,
      decks,
      pages: decks * pages,
      seconds,
      pagesPerSecond: (decks * pages) / seconds,
    };
  } finally {
    await site.stop();
  }
}

export async function benchService(defaultConcurrency: number): Promise<ServiceResult> {
  const pages = 24;
  const scanned = await makeScannedDeck(pages);
  const { idleCpuMsPerSecond, results } = await responsiveness(scanned);
  const one = await throughput(scanned, 1, 2, pages);
  const standard = await throughput(scanned, null, 2, pages);
  standard.concurrency = defaultConcurrency;
  return {
    idleCpuMsPerSecond,
    scannedPages: pages,
    scannedBytes: scanned.length,
    responsiveness: results,
    throughput: [one, standard],
  };
}
