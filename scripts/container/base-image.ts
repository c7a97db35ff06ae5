import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Podman } from './podman.ts';

const cacheDir = path.join(tmpdir(), 'medshelf-container-base');
const caInImage = '/usr/local/share/ca-certificates/medshelf-extra-ca.crt';

/**
 * What goes into the base besides Debian: this machine's Node and npm, and the extra certificate
 * authorities this machine's Node trusts (NODE_EXTRA_CA_CERTS, e.g. an egress proxy's), so npm in
 * the build reaches the registry exactly as npm outside it does.
 */
function ingredients() {
  const node = process.execPath;
  const npm = path.join(path.dirname(path.dirname(node)), 'lib', 'node_modules', 'npm');
  if (!existsSync(path.join(npm, 'bin', 'npm-cli.js'))) {
    throw new Error(`npm not found beside this Node (${npm}); the base image needs both`);
  }
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  const caFile = ca && existsSync(ca) ? ca : undefined;
  const caHash = caFile ? createHash('sha256').update(readFileSync(caFile)).digest('hex').slice(0, 12) : '';
  const key = `bookworm-node${process.versions.node}${caHash ? `-ca${caHash}` : ''}`;
  return { node, npm, caFile, key };
}

/** Debian's minimal bookworm with Node where the official node images keep it (/usr/local). */
function makeRootfs(dir: string, parts: ReturnType<typeof ingredients>) {
  execFileSync('debootstrap', ['--variant=minbase', 'bookworm', dir, 'http://deb.debian.org/debian'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Like the slim images: no package lists or caches (a Dockerfile's apt-get update fetches them).
  execFileSync('chroot', [dir, 'apt-get', 'clean']);
  const lists = path.join(dir, 'var', 'lib', 'apt', 'lists');
  for (const name of readdirSync(lists)) rmSync(path.join(lists, name), { recursive: true, force: true });
  const local = path.join(dir, 'usr', 'local');
  copyFileSync(parts.node, path.join(local, 'bin', 'node'));
  cpSync(parts.npm, path.join(local, 'lib', 'node_modules', 'npm'), { recursive: true });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin', 'npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin', 'npx'));
  if (parts.caFile) {
    mkdirSync(path.dirname(path.join(dir, caInImage)), { recursive: true });
    copyFileSync(parts.caFile, path.join(dir, caInImage));
  }
}

/**
 * A base image made here with debootstrap and this machine's Node, for building where no public
 * registry is reachable. Kept as an image and as a tarball under the system temp directory, keyed by
 * Node's version (and the extra CAs), so only the first run pays for debootstrap (about a minute).
 */
export function baseImage(podman: Podman): string | { skip: string } {
  const parts = ingredients();
  const tag = `localhost/medshelf-test-base:${parts.key}`;
  if (podman.attempt(['image', 'exists', tag]).ok) return tag;
  const tarball = path.join(cacheDir, `${parts.key}.tar`);
  if (!existsSync(tarball)) {
    if (process.getuid?.() !== 0) return { skip: 'making the base image needs root (debootstrap)' };
    if (!existsSync('/usr/sbin/debootstrap'))
      return { skip: 'no debootstrap (Debian: apt-get install debootstrap)' };
    mkdirSync(cacheDir, { recursive: true });
    const rootfs = mkdtempSync(path.join(cacheDir, 'rootfs-'));
    try {
      console.info(`  debootstrap bookworm into ${rootfs} (once per Node version)…`);
      makeRootfs(rootfs, parts);
      execFileSync('tar', ['-C', rootfs, '-cf', `${tarball}.partial`, '.']);
      renameSync(`${tarball}.partial`, tarball);
    } finally {
      rmSync(rootfs, { recursive: true, force: true });
    }
  }
  const env = [
    'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    ...(parts.caFile ? [`NODE_EXTRA_CA_CERTS=${caInImage}`] : []),
  ];
  podman.run(['import', ...env.flatMap((line) => ['--change', `ENV ${line}`]), tarball, tag]);
  return tag;
}
