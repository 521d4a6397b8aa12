// Runs the testing feature's CPU-heavy work (solc, the in-process EVM) off the main thread.
// Loaded by run-testing-task.ts through createThreadRunner; tsx compiles the TypeScript sources.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { runTestingTaskHere } = await tsImport("./testing-tasks.ts", import.meta.url);

parentPort?.on("message", async (message) => {
  try {
    const result = await runTestingTaskHere(message.input, (percent, text) =>
      parentPort?.postMessage({ id: message.id, progress: { percent, message: text } }),
    );
    parentPort?.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: { name: error?.name, message: String(error?.message ?? error), stack: error?.stack },
    });
  }
});
