import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Podman {
  /** Runs `podman ...args`; throws with the end of its output when it fails. */
  run(args: string[]): string;
  /** Runs `podman ...args` and reports how it went instead of throwing. */
  attempt(args: string[]): { ok: boolean; output: string };
  /** The machine-specific settings, for the log. */
  settings: string;
}

/** A command on the PATH, or in /usr/sbin where Debian puts runc (not on a user's PATH). */
function onPath(command: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin'];
  return dirs.map((dir) => path.join(dir, command)).find((file) => existsSync(file));
}

/** This process's own hard limit on open files: a container may have as many, never more. */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const hard = Number(line?.trim().split(/\s+/)[4]);
  return Number.isInteger(hard) && hard > 0 ? hard : 1024;
}

/**
 * Podman as this kind of machine runs it. Its defaults ask for more processes and open files than
 * a sandboxed machine allows ("setrlimit ... operation not permitted"), and crun fails there where
 * runc works, so a containers.conf of its own gives every container (and build step) this
 * process's open-files limit, 4096 processes and runc when runc is installed. The commands the
 * test runs stay the README's.
 */
export function findPodman(cwd: string): Podman | { skip: string } {
  const podman = onPath('podman');
  if (!podman)
    return { skip: 'no podman on the PATH (Debian: apt-get install podman runc catatonit debootstrap)' };
  const files = openFilesLimit();
  const runc = onPath('runc');
  const conf = [
    '[containers]',
    `default_ulimits = ["nofile=${files}:${files}", "nproc=4096:4096"]`,
    ...(runc ? ['[engine]', `runtime = "${runc}"`] : []),
  ].join('\n');
  const confFile = path.join(mkdtempSync(path.join(tmpdir(), 'medshelf-podman-')), 'containers.conf');
  writeFileSync(confFile, `${conf}\n`);
  const env = { ...process.env, CONTAINERS_CONF: confFile };

  const attempt = (args: string[]) => {
    const result = spawnSync(podman, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    return { ok: result.status === 0, output, stdout: result.stdout ?? '' };
  };
  return {
    attempt: (args) => {
      const { ok, output } = attempt(args);
      return { ok, output };
    },
    run: (args) => {
      const result = attempt(args);
      if (!result.ok) {
        const tail = result.output.trim().split('\n').slice(-60).join('\n');
        throw new Error(`podman ${args.join(' ')} failed:\n${tail}`);
      }
      return result.stdout.trim();
    },
    settings: `${podman} with CONTAINERS_CONF: ${conf.replaceAll('\n', '; ')}`,
  };
}
