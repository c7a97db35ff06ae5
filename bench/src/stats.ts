/** Small statistics helpers shared by the server benches. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (the value below which `p`% of the samples fall); NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** The largest value; a loop, since spreading 100,000 samples into Math.max overflows the stack. */
export function maximum(values: readonly number[]): number {
  let largest = Number.NaN;
  for (const value of values) if (Number.isNaN(largest) || value > largest) largest = value;
  return largest;
}
