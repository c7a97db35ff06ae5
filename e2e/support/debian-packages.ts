import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs Debian packages the tests need and says so, where this is Debian as root; elsewhere
 * throws what to install, with `why`.
 */
export function installDebianPackages(packages: string[], why: string): void {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${why}. Install it (Debian: \`sudo ${command}\`).`);
  }
  console.info(`${why}: installing Debian’s ${packages.join(', ')} (${command})…`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
