import { type ChildProcess, fork } from "node:child_process";
import type { Clock } from "../clock/clock.ts";

/** Progress a worker reports while it works (percent 0–100). */
export type WorkerProgress = (percent: number, message: string) => void;

export interface ProcessRunOptions {
  /** Aborting kills the worker process (and whatever it started) at once. */
  signal?: AbortSignal;
  onProgress?: WorkerProgress;
  /** Longest time the work may run, counted from when a worker takes it (not while it waits). */
  timeout?: { ms: number; clock: Clock };
}

export interface ProcessRunner<I, O> {
  /** Runs the function in a worker process; waits for a free one when `maxProcesses` are busy. */
  run(input: I, options?: ProcessRunOptions): Promise<O>;
  /**
   * Keeps `count` workers alive from now on (default 1): starts them at once, each running the
   * warm-up export before it takes work, and replaces one that ends (crash, abort, time-out)
   * after it was ready, until stop().
   */
  prestart(count?: number): void;
  /** Resolves when every worker kept alive by prestart has finished its warm-up. */
  whenWarm(): Promise<void>;
  /** Kills every worker process (runs in progress or waiting fail); later runs start new ones. */
  stop(): Promise<void>;
}

/** The error of a run that went past its time limit. */
export class WorkerTimeoutError extends Error {
  override name = "TimeoutError";
}

const runners = new Set<ProcessRunner<never, unknown>>();

/** Kills every runner's worker processes: the server calls it on close, after its jobs stopped. */
export async function stopProcessRunners(): Promise<void> {
  await Promise.all([...runners].map((runner) => runner.stop()));
}

type WorkerMessage<O> = {
  id?: number;
  /** Sent once, when the module has loaded and its warm-up has run. */
  ready?: true;
  progress?: { percent: number; message: string };
  result?: O;
  error?: { name?: string; message?: string; stack?: string };
};

interface Run<O> {
  id: number;
  resolve: (result: O) => void;
  reject: (error: Error) => void;
  onProgress?: WorkerProgress;
}

interface Worker<O> {
  child: ChildProcess;
  run?: Run<O>;
  ready: boolean;
}

const workerScript = new URL("./worker-process.mjs", import.meta.url);

function toError(error: NonNullable<WorkerMessage<unknown>["error"]>, label: string): Error {
  const rebuilt = new Error(error.message || `${label} failed`);
  rebuilt.name = error.name || "Error";
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * Runs CPU-heavy synchronous work (parsing, solc, rustfmt, the analyzer) in child processes, so
 * the server's event loop keeps serving requests and a run can always be stopped: each worker is
 * its own process group, killed with SIGKILL on abort or time-out together with anything it
 * spawned (a worker thread cannot be stopped while it waits in spawnSync). `module` exports
 * `exportName(input, onProgress)`; errors keep their name, message and stack. Up to `maxIdle`
 * workers (at least as many as prestart keeps) stay alive between runs; `memoryMb` caps each
 * worker's JavaScript heap. `warmUp` names an export each worker calls once when it starts
 * (loading solc, say), so that its first run costs what later ones do.
 */
export function createProcessRunner<I, O>(options: {
  /** A module URL, or a package name resolved from this directory. */
  module: URL | string;
  exportName: string;
  label: string;
  maxProcesses?: number;
  maxIdle?: number;
  memoryMb?: number;
  warmUp?: string;
}): ProcessRunner<I, O> {
  const { label } = options;
  const maxProcesses = options.maxProcesses ?? Number.POSITIVE_INFINITY;
  const workers = new Set<Worker<O>>();
  const idle: Worker<O>[] = [];
  const waiting: (() => void)[] = [];
  let nextId = 0;
  /** Workers kept alive by prestart (0 after stop). */
  let keep = 0;
  const maxIdle = () => Math.max(options.maxIdle ?? 1, keep);
  const warmListeners: (() => void)[] = [];
  const notifyIfWarm = () => {
    const ready = [...workers].filter((worker) => worker.ready).length;
    if (ready < keep && workers.size > 0) return;
    for (const listener of warmListeners.splice(0)) listener();
  };

  const kill = (worker: Worker<O>) => {
    const pid = worker.child.pid;
    try {
      if (pid) process.kill(-pid, "SIGKILL");
    } catch {
      worker.child.kill("SIGKILL");
    }
  };

  const release = (worker: Worker<O>) => {
    worker.run = undefined;
    worker.child.channel?.unref();
    if (!workers.has(worker)) return;
    if (idle.length < maxIdle()) idle.push(worker);
    else {
      workers.delete(worker);
      worker.child.disconnect();
    }
  };

  const forget = (worker: Worker<O>) => {
    if (!workers.delete(worker)) return;
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    // A kept worker that ended after its warm-up is replaced; one that never got ready is not
    // (it would most likely end the same way again).
    if (worker.ready && workers.size < keep) idle.push(spawn());
    notifyIfWarm();
    waiting.shift()?.();
  };

  const spawn = (): Worker<O> => {
    const args = [String(options.module), options.exportName];
    if (options.warmUp) args.push(options.warmUp);
    const child = fork(workerScript, args, {
      execArgv: [`--max-old-space-size=${options.memoryMb ?? 2048}`],
      serialization: "advanced",
      // Its own process group, so killing the group also ends what it spawned (rustfmt).
      detached: true,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.unref();
    child.channel?.unref();
    const worker: Worker<O> = { child, ready: false };
    workers.add(worker);
    child.on("message", (message: WorkerMessage<O>) => {
      if (message.ready) {
        worker.ready = true;
        notifyIfWarm();
        return;
      }
      const run = worker.run;
      if (!run || message.id !== run.id) return;
      if (message.progress) {
        run.onProgress?.(message.progress.percent, message.progress.message);
        return;
      }
      release(worker);
      if (message.error) run.reject(toError(message.error, label));
      else run.resolve(message.result as O);
      waiting.shift()?.();
    });
    child.on("error", (error) => {
      worker.run?.reject(error);
      worker.run = undefined;
      kill(worker);
      forget(worker);
    });
    child.on("exit", (code, signal) => {
      worker.run?.reject(new Error(`${label} worker stopped (${signal ?? `exit code ${code}`})`));
      worker.run = undefined;
      forget(worker);
    });
    return worker;
  };

  const takeWorker = async (signal?: AbortSignal): Promise<Worker<O>> => {
    for (;;) {
      signal?.throwIfAborted();
      const ready = idle.pop();
      if (ready) return ready;
      if (workers.size < maxProcesses) return spawn();
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        const onAbort = () => {
          const at = waiting.indexOf(wake);
          if (at >= 0) waiting.splice(at, 1);
          resolve();
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(wake);
      });
    }
  };

  const runner: ProcessRunner<I, O> = {
    prestart(count = 1) {
      keep = Math.max(keep, count);
      while (workers.size < keep) idle.push(spawn());
    },

    whenWarm() {
      return new Promise<void>((resolve) => {
        warmListeners.push(resolve);
        notifyIfWarm();
      });
    },

    async stop() {
      keep = 0;
      for (const worker of [...workers]) {
        worker.run?.reject(new Error(`${label} worker stopped`));
        worker.run = undefined;
        kill(worker);
        forget(worker);
      }
      for (const wake of waiting.splice(0)) wake();
      notifyIfWarm();
    },

    async run(input, { signal, onProgress, timeout } = {}) {
      const worker = await takeWorker(signal);
      if (!workers.has(worker)) throw new Error(`${label} worker stopped`);
      if (signal?.aborted) {
        release(worker);
        waiting.shift()?.();
        throw signal.reason;
      }
      const id = nextId++;
      return new Promise<O>((resolve, reject) => {
        let cancelTimer = () => {};
        const end = (error: Error) => {
          if (worker.run?.id !== id) return;
          worker.run.reject(error);
          worker.run = undefined;
          kill(worker);
          forget(worker);
        };
        const onAbort = () =>
          end(signal?.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" }));
        signal?.addEventListener("abort", onAbort, { once: true });
        const settle = () => {
          cancelTimer();
          signal?.removeEventListener("abort", onAbort);
        };
        worker.run = {
          id,
          onProgress,
          resolve: (result) => {
            settle();
            resolve(result);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        };
        if (timeout) {
          cancelTimer = timeout.clock.setTimeout(() => {
            end(
              new WorkerTimeoutError(
                `${label} took longer than ${timeout.ms / 1000} s and was stopped`,
              ),
            );
          }, timeout.ms);
        }
        // A run in progress keeps this process alive; an idle worker does not.
        worker.child.channel?.ref();
        worker.child.send({ id, input }, (error) => {
          if (error) end(error);
        });
      });
    },
  };
  runners.add(runner as ProcessRunner<never, unknown>);
  return runner;
}
