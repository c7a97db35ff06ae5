/**
 * A bound on mupdf's WebAssembly heap, for the render pool's threads (decision 0029). Worker
 * `resourceLimits` bound the JS heap only, and mupdf's build lets its memory grow to 2 GB. Its
 * allocator grows the heap through `WebAssembly.Memory.prototype.grow` and treats a throw there as
 * an allocation that failed: mupdf then throws "malloc (N bytes) failed" into JS, and the open
 * document stays usable. So refusing to grow past the bound is the cap; `capHit` says whether a
 * task's failure was this one.
 */
let capHit = false;

interface GrowableMemory {
  readonly buffer: ArrayBuffer;
  grow(delta: number): number;
}
// This package's TypeScript libraries (no DOM) do not describe WebAssembly's classes.
const wasm: { Memory: { prototype: GrowableMemory } } = Reflect.get(globalThis, 'WebAssembly');

export function capWasmMemory(megabytes: number): void {
  const limit = megabytes * 1024 * 1024;
  const grow = wasm.Memory.prototype.grow;
  wasm.Memory.prototype.grow = function cappedGrow(this: GrowableMemory, delta: number) {
    if (this.buffer.byteLength + delta * 65_536 > limit) {
      capHit = true;
      throw new RangeError(`the render memory limit (${megabytes} MB) is reached`);
    }
    return grow.call(this, delta);
  };
}

/** The message of an error thrown across the thread boundary for a task past the cap. */
export const outOfRenderMemory = 'medshelf: render memory limit reached';

/** Runs one task; a failure after the heap met its cap is rethrown as `outOfRenderMemory`. */
export async function withinMemoryCap<T>(task: () => Promise<T>): Promise<T> {
  capHit = false;
  try {
    return await task();
  } catch (error) {
    if (capHit) throw new Error(outOfRenderMemory);
    throw error;
  }
}
