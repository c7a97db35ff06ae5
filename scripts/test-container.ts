/**
 * `npm run test:container`: checks compose.yaml, then builds the image and runs it with the
 * embedded database exactly as README "Containers" says (its first sh block), on Podman, and
 * waits for /api/health and the image's own HEALTHCHECK. Where no container engine can run, it
 * says why and exits 0. The commands are the README's with these changes, each printed:
 *   docker → podman; `--format docker` (Podman drops HEALTHCHECK from OCI images);
 *   BASE_IMAGE → a base made here (debootstrap + this machine's Node: no public registry needed);
 *   LIBREOFFICE=0 (a faster build; the LibreOffice layer is one apt-get line);
 *   the tag, container name, volume and host port → ones of this run (127.0.0.1 only).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { baseImage } from './container/base-image.ts';
import { checkComposeFile } from './container/compose-file.ts';
import { findPodman, type Podman } from './container/podman.ts';
import { containersSection, replaceOption, shellBlocks, words } from './container/readme.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = `medshelf-test-${process.pid}`;
const tag = `localhost/${run}:latest`;
const healthyWithin = 120_000;

function log(message: string) {
  console.info(message);
}

async function timed<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

function skip(reason: string): never {
  log(`Container test skipped: ${reason}`);
  process.exit(0);
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The README's build and run commands, changed only as the header of this file lists. */
function commands(readmeCommands: string[], base: string, port: number) {
  const command = (start: string) => {
    const line = readmeCommands.find((candidate) => candidate.startsWith(start));
    if (!line) throw new Error(`README "Containers": its first sh block has no \`${start} …\``);
    return words(line).slice(1);
  };
  let build = command('docker build');
  const readmeTag = build[build.indexOf('-t') + 1];
  build = replaceOption(build, '-t', () => tag);
  build = replaceOption(build, '--build-arg', (value) => {
    assert.match(value, /^BASE_IMAGE=/, 'the README build passes BASE_IMAGE');
    return `BASE_IMAGE=${base}`;
  });
  build.splice(1, 0, '--format', 'docker', '--build-arg', 'LIBREOFFICE=0');

  let start = command('docker run');
  start = replaceOption(start, '--name', () => run);
  start = replaceOption(start, '-p', (value) => {
    assert.match(value, /:3000$/, 'the README publishes the container port 3000');
    return `127.0.0.1:${port}:3000`;
  });
  start = replaceOption(start, '-v', (value) => {
    assert.match(value, /:\/data$/, 'the README keeps DATA_DIR (/data) in a volume');
    return `${run}:/data`;
  });
  assert.equal(start.at(-1), readmeTag, 'the README runs the image it built');
  start[start.length - 1] = tag;
  return { build, start };
}

async function waitForHealth(podman: Podman, url: string) {
  const deadline = Date.now() + healthyWithin;
  while (Date.now() < deadline) {
    const running = podman.run(['inspect', run, '--format', '{{.State.Running}}']);
    if (running !== 'true')
      throw new Error(`the container stopped:\n${podman.attempt(['logs', run]).output}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    // Nothing announces readiness from outside the container: poll, as a load balancer would.
    await delay(250);
  }
  throw new Error(
    `no healthy /api/health within ${healthyWithin / 1000} s:\n${podman.attempt(['logs', run]).output}`,
  );
}

async function checkRunningContainer(podman: Podman, url: string) {
  await timed('the image’s own HEALTHCHECK reports healthy (podman healthcheck run)', () => {
    const result = podman.attempt(['healthcheck', 'run', run]);
    assert.ok(result.ok, `podman healthcheck run failed:\n${result.output}`);
  });
  const uid = podman.run(['exec', run, 'id', '-u']);
  assert.notEqual(uid, '0', 'the server does not run as root');
  log(`✓ the server runs as uid ${uid}`);
  const page = await fetch(`${url}/`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  log('✓ the site is served at /');
  const health = (await (await fetch(`${url}/api/health`)).json()) as { status: string };
  assert.equal(health.status, 'ok');
  await timed('SIGTERM stops it with exit code 0 (podman stop --time 30)', () => {
    podman.run(['stop', '--time', '30', run]);
    const exitCode = podman.run(['inspect', run, '--format', '{{.State.ExitCode}}']);
    assert.equal(exitCode, '0', 'the server exits by itself on SIGTERM, not killed after the timeout');
  });
}

async function main() {
  const section = containersSection(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const blocks = shellBlocks(section);
  const composeBlock = blocks.find((block) => block.some((line) => line.startsWith('docker compose')));
  assert.ok(composeBlock, 'README "Containers" shows the compose commands');
  const envNames = composeBlock.flatMap((line) => line.match(/^(\w+)=/)?.[1] ?? []);
  const notes = await timed('compose.yaml', () =>
    checkComposeFile(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), envNames),
  );
  for (const note of notes) log(`  ${note}`);

  const podman = findPodman(root);
  if ('skip' in podman) skip(podman.skip);
  log(`Engine: ${podman.settings}`);
  const base = await timed('base image', () => baseImage(podman));
  if (typeof base !== 'string') skip(base.skip);
  const probe = podman.attempt(['run', '--rm', '--network=none', base, 'true']);
  if (!probe.ok) skip(`podman cannot start a container here:\n${probe.output.trim()}`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { build, start } = commands(blocks[0] ?? [], base, port);
  try {
    log(`\n$ podman ${build.join(' ')}`);
    await timed('image built', () => podman.run(build));
    const size = Number(podman.run(['image', 'inspect', tag, '--format', '{{.Size}}']));
    log(`  image size ${(size / 1e6).toFixed(0)} MB (the base: ${base})`);
    log(`\n$ podman ${start.join(' ')}`);
    const started = Date.now();
    podman.run(start);
    await waitForHealth(podman, url);
    log(`✓ /api/health answered 200 ${((Date.now() - started) / 1000).toFixed(1)} s after the start`);
    await checkRunningContainer(podman, url);
  } finally {
    podman.attempt(['rm', '--force', run]);
    podman.attempt(['volume', 'rm', '--force', run]);
    podman.attempt(['rmi', '--force', tag]);
  }
  log('\nContainer test passed.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
