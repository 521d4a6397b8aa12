// Runs the converter off the main thread (solc compiles synchronously). Loaded by
// run-converter.ts through createThreadRunner; tsx compiles the converter's TypeScript here too.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { convertSolidity } = await tsImport("@contract-platform/converter", import.meta.url);

parentPort?.on("message", async (message) => {
  try {
    const result = await convertSolidity(message.input);
    parentPort?.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: { name: error?.name, message: String(error?.message ?? error), stack: error?.stack },
    });
  }
});
