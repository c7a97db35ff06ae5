export interface Outcome {
  ok: boolean;
  /** Not run here (a missing tool); counted apart, never as a pass or a failure. */
  skipped?: boolean;
  detail: string;
}

/** One line per file as results come in, and the counts for the summary. */
export function createReport() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  return {
    counts,
    failures,
    line(file: string, outcome: Outcome) {
      const mark = outcome.skipped ? '-' : outcome.ok ? '✓' : '✗';
      if (outcome.skipped) counts.skipped += 1;
      else if (outcome.ok) counts.passed += 1;
      else {
        counts.failed += 1;
        failures.push(file);
      }
      console.info(`${mark} ${file}  ${outcome.detail}`);
    },
  };
}
