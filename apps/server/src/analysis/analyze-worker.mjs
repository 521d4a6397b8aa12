// Runs the analyzer off the main thread (parsing and solc are synchronous). Loaded by
// run-analyzer.ts through createThreadRunner; tsx compiles the TypeScript sources here too.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { analyzeSources } = await tsImport("./analyze-sources.ts", import.meta.url);

parentPort?.on("message", (message) => {
  try {
    const result = analyzeSources(message.input, (percent, text) =>
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
