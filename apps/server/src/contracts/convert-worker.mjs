// Runs the converter off the main thread (solc compiles synchronously). Loaded by
// run-converter.ts; tsx compiles the TypeScript sources of the converter package here too.
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { convertSolidity } = await tsImport("@contract-platform/converter", import.meta.url);

parentPort?.on("message", async (message) => {
  try {
    const result = await convertSolidity(message.input);
    parentPort?.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error?.message ?? error) });
  }
});
parentPort?.postMessage({ ready: true });
