/** Sizes as a phone's storage settings show them: "640 KB", "4.2 MB", "1.3 GB". */
export function formatBytes(bytes: number): string {
  const kb = 1024;
  if (bytes < kb * kb) return `${Math.max(1, Math.round(bytes / kb))} KB`;
  if (bytes < kb * kb * kb) return `${(bytes / (kb * kb)).toFixed(1)} MB`;
  return `${(bytes / (kb * kb * kb)).toFixed(1)} GB`;
}
