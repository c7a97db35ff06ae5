/** README.md's "Containers" section, read by the container test so that it runs what users run. */
export function containersSection(readme: string): string {
  const start = readme.indexOf('\n## Containers\n');
  if (start < 0) throw new Error('README.md has no "## Containers" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The section's ```sh blocks, each as its commands (continuation lines joined, comments dropped). */
export function shellBlocks(section: string): string[][] {
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? '')
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter(Boolean),
  );
}

/** A command of the README as words; the ones the test follows carry no quoting or variables. */
export function words(command: string): string[] {
  if (/["'$`]/.test(command)) throw new Error(`README command is not plain words: ${command}`);
  return command.split(/\s+/);
}

/** `flag value` → `flag replacement(value)`; fails when the README's command lacks the flag. */
export function replaceOption(args: string[], flag: string, replace: (value: string) => string): string[] {
  const at = args.indexOf(flag);
  const value = args[at + 1];
  if (at < 0 || value === undefined) throw new Error(`README command has no ${flag}: ${args.join(' ')}`);
  return args.with(at + 1, replace(value));
}
