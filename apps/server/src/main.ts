import { ConfigError, loadConfig } from "./config/load-config.ts";
import { startServer } from "./start-server.ts";

try {
  loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = await startServer().catch((error: unknown) => {
  console.error(
    `Server failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

console.log(`Contract Platform is running at ${server.url}`);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.deps.logger.info({ signal }, "shutting down");
  await server.close();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
