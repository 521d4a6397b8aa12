import { Worker } from "node:worker_threads";
import {
  type ConversionResult,
  type ConvertInput,
  convertSolidity,
} from "@contract-platform/converter";

type Pending = {
  resolve: (result: ConversionResult) => void;
  reject: (error: Error) => void;
};
interface ConverterThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

let current: ConverterThread | undefined;
let unavailable = false;
let nextId = 0;

function startThread(): ConverterThread | undefined {
  if (unavailable) return undefined;
  if (current) return current;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./convert-worker.mjs", import.meta.url));
  } catch {
    unavailable = true;
    return undefined;
  }
  worker.unref();
  const thread: ConverterThread = { worker, pending: new Map() };
  const failAll = (error: Error) => {
    for (const entry of thread.pending.values()) entry.reject(error);
    thread.pending.clear();
  };
  worker.on("message", (message: { id?: number; result?: ConversionResult; error?: string }) => {
    if (message.id === undefined) return;
    const entry = thread.pending.get(message.id);
    thread.pending.delete(message.id);
    if (message.result) entry?.resolve(message.result);
    else entry?.reject(new Error(message.error ?? "converter worker failed"));
  });
  worker.on("error", (error) => {
    if (current === thread) current = undefined;
    failAll(error);
  });
  worker.on("exit", () => {
    if (current === thread) current = undefined;
    failAll(new Error("converter worker stopped"));
  });
  current = thread;
  return thread;
}

/**
 * Converts in a worker thread, so a long solc compile does not stall the server (progress events,
 * other requests). An abort terminates that worker; the next call starts a fresh one. When no
 * worker can be started, converts on this thread instead.
 */
export async function runConverter(
  input: ConvertInput,
  signal?: AbortSignal,
): Promise<ConversionResult> {
  signal?.throwIfAborted();
  const thread = startThread();
  if (!thread) return convertSolidity(input);
  const id = nextId++;
  return new Promise<ConversionResult>((resolve, reject) => {
    const onAbort = () => {
      thread.pending.delete(id);
      if (current === thread) current = undefined;
      reject(signal?.reason ?? Object.assign(new Error("aborted"), { name: "AbortError" }));
      void thread.worker.terminate();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);
    thread.pending.set(id, {
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
}
