import { Worker } from "node:worker_threads";

/** Progress a worker reports while it works (percent 0–100). */
export type ThreadProgress = (percent: number, message: string) => void;

export interface ThreadRunOptions {
  /** Aborting terminates the worker at once; the next run starts a fresh one. */
  signal?: AbortSignal;
  onProgress?: ThreadProgress;
}

export interface ThreadRunner<I, O> {
  run(input: I, options?: ThreadRunOptions): Promise<O>;
  /** Ends the worker (runs still waiting fail); the next run starts a fresh one. */
  stop(): Promise<void>;
}

const runners = new Set<ThreadRunner<never, unknown>>();

/** Ends every runner's worker: the server calls it on close, after its jobs have stopped. */
export async function stopThreadRunners(): Promise<void> {
  await Promise.all([...runners].map((runner) => runner.stop()));
}

/** What a worker posts back: `{id, progress}` any number of times, then `{id, result}` or `{id, error}`. */
type WorkerMessage<O> = {
  id?: number;
  progress?: { percent: number; message: string };
  result?: O;
  error?: { name?: string; message?: string; stack?: string };
};

type Pending<O> = {
  resolve: (result: O) => void;
  reject: (error: Error) => void;
  onProgress?: ThreadProgress;
};

interface Thread<O> {
  worker: Worker;
  pending: Map<number, Pending<O>>;
}

function toError(error: NonNullable<WorkerMessage<unknown>["error"]>, label: string): Error {
  const rebuilt = new Error(error.message || `${label} failed`);
  rebuilt.name = error.name || "Error";
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * Runs CPU-heavy synchronous work (solc, the analyzer) in one long-lived, unref'd worker thread so
 * the server's event loop keeps serving requests and progress events. The worker script answers
 * the message protocol of WorkerMessage; errors keep their name, message and stack. When no
 * worker can be started, `fallback` runs on the calling thread.
 */
export function createThreadRunner<I, O>(options: {
  url: URL;
  label: string;
  fallback: (input: I, onProgress: ThreadProgress) => O | Promise<O>;
}): ThreadRunner<I, O> {
  let current: Thread<O> | undefined;
  let unavailable = false;
  let nextId = 0;

  function startThread(): Thread<O> | undefined {
    if (unavailable) return undefined;
    if (current) return current;
    let worker: Worker;
    try {
      worker = new Worker(options.url);
    } catch {
      unavailable = true;
      return undefined;
    }
    worker.unref();
    const thread: Thread<O> = { worker, pending: new Map() };
    const failAll = (error: Error) => {
      for (const entry of thread.pending.values()) entry.reject(error);
      thread.pending.clear();
    };
    worker.on("message", (message: WorkerMessage<O>) => {
      if (message.id === undefined) return;
      const entry = thread.pending.get(message.id);
      if (!entry) return;
      if (message.progress) {
        entry.onProgress?.(message.progress.percent, message.progress.message);
        return;
      }
      thread.pending.delete(message.id);
      if (message.error) entry.reject(toError(message.error, options.label));
      else entry.resolve(message.result as O);
    });
    worker.on("error", (error) => {
      if (current === thread) current = undefined;
      failAll(error);
    });
    worker.on("exit", () => {
      if (current === thread) current = undefined;
      failAll(new Error(`${options.label} worker stopped`));
    });
    current = thread;
    return thread;
  }

  const runner: ThreadRunner<I, O> = {
    async stop() {
      const thread = current;
      current = undefined;
      if (thread) await thread.worker.terminate();
    },
    async run(input, { signal, onProgress } = {}) {
      signal?.throwIfAborted();
      const thread = startThread();
      if (!thread)
        return options.fallback(input, (percent, message) => onProgress?.(percent, message));
      const id = nextId++;
      return new Promise<O>((resolve, reject) => {
        const onAbort = () => {
          thread.pending.delete(id);
          if (current === thread) current = undefined;
          reject(signal?.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" }));
          void thread.worker.terminate();
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        const settle = () => signal?.removeEventListener("abort", onAbort);
        thread.pending.set(id, {
          onProgress,
          resolve: (result) => {
            settle();
            resolve(result);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        thread.worker.postMessage({ id, input });
      });
    },
  };
  runners.add(runner as ThreadRunner<never, unknown>);
  return runner;
}
