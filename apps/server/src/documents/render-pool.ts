import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina, type PiscinaTask, queueOptionsSymbol, type TaskQueue } from 'piscina';
import type { PdfCheck, RenderedPage } from './pdf-document.ts';
import type { RenderedPageImages, RenderPageTask } from './render-worker.ts';
import { outOfRenderMemory } from './wasm-memory-cap.ts';

/** Who waits for a render: a member at the upload form or reading their deck, or bulk work. */
export type RenderPriority = number;
export const renderPriority = { request: 1_000, member: 100, bulk: 0 } as const;

/**
 * How long one task (opening a PDF, drawing one page) may hold a thread: an ordinary page takes
 * well under a second; a hostile one (tens of thousands of stroked paths in a kilobyte) takes
 * minutes. Past it the thread is ended and the task fails with TaskTimedOut.
 */
export const renderTaskSeconds = 20;

/** A task ran past renderTaskSeconds; its thread was ended and replaced. */
export class TaskTimedOut extends Error {}

/**
 * A task needed more mupdf heap than RENDER_MEMORY_MB: the allocation was refused and the task
 * failed; its thread keeps its heap (at most the bound) until it sits idle and is ended.
 */
export class TaskOutOfMemory extends Error {}

/** What each task tells the queue: its priority, and whom to tell when it waits and starts. */
interface TaskOptions {
  priority: number;
  waiting(): void;
  started(): void;
}

const optionsOf = (task: PiscinaTask): Partial<TaskOptions> => task[queueOptionsSymbol] ?? {};
const priorityOf = (task: PiscinaTask): number => optionsOf(task).priority ?? 0;

/**
 * Piscina's queue, highest priority first and in arrival order within one priority: a member's
 * pages overtake demo content and books that are waiting for a thread (a running render is
 * never interrupted). Tasks are few (one per page being worked on), so a sorted array is enough.
 */
class PriorityTaskQueue implements TaskQueue {
  private readonly tasks: PiscinaTask[] = [];
  get size() {
    return this.tasks.length;
  }
  push(task: PiscinaTask) {
    optionsOf(task).waiting?.();
    const priority = priorityOf(task);
    const at = this.tasks.findIndex((queued) => priorityOf(queued) < priority);
    this.tasks.splice(at < 0 ? this.tasks.length : at, 0, task);
  }
  shift() {
    const task = this.tasks.shift() ?? null;
    if (task) optionsOf(task).started?.();
    return task;
  }
  remove(task: PiscinaTask) {
    const at = this.tasks.indexOf(task);
    if (at >= 0) this.tasks.splice(at, 1);
  }
}

/**
 * The worker file: built next to the server bundle (dist/render-worker.js), or the TypeScript
 * source through tsx when the server itself runs from source (tests, `tsx`).
 */
function workerFile(): string {
  const built = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./render-worker-source.mjs', import.meta.url));
}

export interface RenderPool {
  check(path: string, priority?: RenderPriority): Promise<PdfCheck>;
  renderPage(task: RenderPageTask, priority: RenderPriority): Promise<RenderedPageImages>;
  renderPixels(task: RenderPageTask & { width: number }, priority: RenderPriority): Promise<RenderedPage>;
  /** Pages waiting for a thread and threads busy, for /metrics. */
  stats(): { queued: number; running: number; threads: number };
  close(): Promise<void>;
}

/**
 * A pool of `threads` worker threads for PDF work (PROCESSING_CONCURRENCY), each with mupdf's
 * heap bounded to `memoryMb` (RENDER_MEMORY_MB, wasm-memory-cap.ts).
 */
export function createRenderPool(
  threads: number,
  memoryMb: number,
  observe: { pageRendered?(seconds: number): void } = {},
): RenderPool {
  const pool = new Piscina({
    filename: workerFile(),
    workerData: { memoryMb },
    // Threads start with the first page to render: a process that never renders holds none.
    minThreads: 0,
    maxThreads: threads,
    // A thread that sat idle a while gives its memory (an open PDF, mupdf's heap) back.
    idleTimeout: 60_000,
    taskQueue: new PriorityTaskQueue(),
  });
  let inFlight = 0;
  const run = async <T>(name: string, task: object, priority: RenderPriority): Promise<T> => {
    inFlight += 1;
    // The clock runs while the task runs, not while it waits in the queue behind others.
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new TaskTimedOut(name)), renderTaskSeconds * 1000);
    };
    const options: TaskOptions = { priority, waiting: () => clearTimeout(timer), started };
    started();
    try {
      return await pool.run({ ...task, [queueOptionsSymbol]: options }, { name, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (error instanceof Error && error.message === outOfRenderMemory) throw new TaskOutOfMemory(name);
      throw error;
    } finally {
      clearTimeout(timer);
      inFlight -= 1;
    }
  };
  return {
    check: (path, priority = renderPriority.request) => run('check', { path }, priority),
    async renderPage(task, priority) {
      const started = performance.now();
      const page = await run<RenderedPageImages>('renderPage', task, priority);
      observe.pageRendered?.((performance.now() - started) / 1000);
      // A Buffer comes back from a thread as a plain Uint8Array; storage wants Buffers.
      const images = page.images.map((image) => ({
        ...image,
        webp: Buffer.from(image.webp.buffer, image.webp.byteOffset, image.webp.byteLength),
      }));
      return { ...page, images };
    },
    renderPixels: (task, priority) => run('renderPixels', task, priority),
    stats: () => ({
      queued: pool.queueSize,
      running: inFlight - pool.queueSize,
      threads: pool.threads.length,
    }),
    close: () => pool.close({ force: true }),
  };
}
