/**
 * The functions a task's time went to, from V8's sampler in a Chromium trace: each sample's
 * stack, named through the build's source maps, summed per function (the app's own first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { webDist } from './paths.ts';
import type { TraceEvent } from './trace-tasks.ts';

/** The trace leaves out what a frame lacks: native and V8's own frames have no URL. */
interface CallFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}

export interface Sample {
  ts: number;
  /** How long it stands for: until the next sample. */
  ms: number;
  stack: CallFrame[];
}

/** The page thread's samples, each with its stack, from the profile's chunks. */
export function sampledStacks(events: TraceEvent[], thread: TraceEvent): Sample[] {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (!profile) return [];
  const nodes = new Map<number, ProfileNode>();
  const timed: { ts: number; node: number }[] = [];
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profile.id || event.pid !== profile.pid) continue;
    const data = event.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    for (const [index, node] of (data?.cpuProfile?.samples ?? []).entries()) {
      ts += deltas[index] ?? 0;
      timed.push({ ts, node });
    }
  }
  for (const node of nodes.values()) {
    for (const child of node.children ?? []) {
      const found = nodes.get(child);
      if (found) found.parent = node.id;
    }
  }
  return timed.map(({ ts: at, node }, index) => {
    const stack: CallFrame[] = [];
    for (
      let current = nodes.get(node);
      current;
      current = current.parent ? nodes.get(current.parent) : undefined
    ) {
      stack.push(current.callFrame);
    }
    const next = timed[index + 1]?.ts ?? at;
    return { ts: at, ms: (next - at) / 1000, stack };
  });
}

export function topFunctions(
  samples: Sample[],
  names: FunctionNames,
  count: number,
): { name: string; ms: number }[] {
  const mine = new Map<string, number>();
  const theirs = new Map<string, number>();
  for (const sample of samples) {
    // A function counts once per sample however deep it recurses.
    const seen = new Set<string>();
    for (const frame of sample.stack) {
      const name = names.of(frame);
      if (!name || seen.has(name)) continue;
      seen.add(name);
      const into = /^(src|packages)\//.test(name) ? mine : theirs;
      into.set(name, (into.get(name) ?? 0) + sample.ms);
    }
  }
  const ranked = (from: Map<string, number>) =>
    [...from].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms }));
  return [...ranked(mine), ...ranked(theirs)].slice(0, count);
}

/** Names a sampled frame by its place in the sources, through the build's source maps. */
export class FunctionNames {
  private readonly maps = new Map<string, TraceMap | null>();
  // A frame belongs to a profile node, shared by every sample through it: named once.
  private readonly named = new WeakMap<CallFrame, string | null>();

  of(frame: CallFrame): string | null {
    if (!this.named.has(frame)) this.named.set(frame, this.nameOf(frame));
    return this.named.get(frame) ?? null;
  }

  private nameOf(frame: CallFrame): string | null {
    const name = frame.functionName ?? '';
    if (!frame.url) {
      // The browser's own calls (appendChild, getComputedStyle) and the garbage collector.
      return name && !['(root)', '(program)', '(idle)'].includes(name) ? `${name} (native)` : null;
    }
    const file = frame.url.match(/\/assets\/([^/?#]+\.js)/)?.[1];
    if (!file)
      return `${frame.url.replace(/^[a-z]+:\/\/[^/]+/, '')}:${(frame.lineNumber ?? 0) + 1} (in the page)`;
    const map = this.mapOf(file);
    if (!map) return `${file} ${name}`.trim();
    const original = originalPositionFor(map, {
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    if (!original.source) return null;
    const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
    return `${source}:${original.line} ${original.name ?? name}`.trim();
  }

  private mapOf(file: string): TraceMap | null {
    let map = this.maps.get(file);
    if (map === undefined) {
      try {
        map = new TraceMap(readFileSync(path.join(webDist, 'assets', `${file}.map`), 'utf8'));
      } catch {
        map = null;
      }
      this.maps.set(file, map);
    }
    return map;
  }
}
