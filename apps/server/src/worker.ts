import { ConfigError } from "./config/load-config.ts";
import { startWorker } from "./start-worker.ts";

const worker = await startWorker().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `Worker failed to start: ${message}`);
  process.exit(1);
});

console.log("Contract Platform worker is taking jobs");

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  worker.deps.logger.info({ signal }, "shutting down");
  await worker.close();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
