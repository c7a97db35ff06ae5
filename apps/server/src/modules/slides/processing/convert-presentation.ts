import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConverterSetting } from '../../../config.ts';

const run = promisify(execFile);
const candidates = ['soffice', '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'];
const found = new Map<string, Promise<boolean>>();

function works(soffice: string): Promise<boolean> {
  let check = found.get(soffice);
  if (!check) {
    check = run(soffice, ['--version'], { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    found.set(soffice, check);
  }
  return check;
}

/** LibreOffice's `soffice` as configured (SOFFICE_PATH), else found on this machine; null: none. */
export async function findConverter(setting: ConverterSetting): Promise<string | null> {
  if (setting.kind === 'off') return null;
  for (const candidate of setting.kind === 'path' ? [setting.path] : candidates) {
    if (await works(candidate)) return candidate;
  }
  return null;
}

/** util-linux's prlimit, on every Debian and most Linux machines; null where it cannot run. */
let prlimit: Promise<string | null> | undefined;
function findPrlimit(): Promise<string | null> {
  prlimit ??= run('prlimit', ['--version'], { timeout: 10_000 }).then(
    () => 'prlimit',
    () => null,
  );
  return prlimit;
}

/** Why LibreOffice made no PDF: it ran out of the memory it was allowed, or anything else. */
export class ConversionFailed extends Error {
  constructor(readonly outOfMemory: boolean) {
    super(outOfMemory ? 'LibreOffice ran out of memory' : 'LibreOffice made no PDF');
  }
}

/**
 * What LibreOffice says when an allocation fails under the address-space cap (seen with 7.4 on
 * Debian 12 at 200–400 MB caps): its XML parser reports "out of memory", a failed thread or
 * allocation aborts it (exit 134, SIGABRT, "std::bad_alloc", "osl::Thread::create failed"), or its
 * crash handler prints "Unspecified Application Error". A damaged file says "source file could not
 * be loaded" and exits 0 instead.
 */
const outOfMemoryOutput =
  /out of memory|memory allocation failed|bad_alloc|Thread::create failed|Unspecified Application Error/i;

interface ProcessOutcome {
  code?: number | string | null;
  signal?: string | null;
  stdout?: string;
  stderr?: string;
}

function ranOutOfMemory({ code, signal, stdout = '', stderr = '' }: ProcessOutcome): boolean {
  return (
    code === 134 ||
    code === 'ENOMEM' ||
    signal === 'SIGABRT' ||
    outOfMemoryOutput.test(`${stdout}\n${stderr}`)
  );
}

/**
 * PPTX, PPT or ODP bytes to PDF bytes, in a private LibreOffice profile so runs never collide.
 * LibreOffice runs with its address space capped at `memoryMb` (a crafted file cannot take the
 * machine's memory; past the cap it fails to load the file and the deck fails), where prlimit exists.
 * Throws ConversionFailed, saying whether the cap was the reason (decision 0029).
 */
export async function convertToPdf(
  soffice: string,
  bytes: Buffer,
  extension: string,
  memoryMb: number,
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'medshelf-convert-'));
  try {
    const input = path.join(dir, `deck.${extension}`);
    await writeFile(input, bytes);
    const convert = [
      soffice,
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      input,
    ];
    const capped = await findPrlimit();
    const [command, ...args] = capped
      ? [capped, `--as=${memoryMb * 1024 * 1024}`, '--', ...convert]
      : convert;
    let outcome: ProcessOutcome;
    try {
      outcome = await run(command as string, args, { timeout: 5 * 60_000 });
    } catch (error) {
      outcome = error as ProcessOutcome;
    }
    const output = path.join(dir, 'deck.pdf');
    // Without the cap, running out of memory is the machine's trouble, not the file's.
    const outOfMemory = capped !== null && ranOutOfMemory(outcome);
    if (
      outOfMemory ||
      !(await access(output).then(
        () => true,
        () => false,
      ))
    )
      throw new ConversionFailed(outOfMemory);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
