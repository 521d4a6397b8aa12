// The server under load for load.bench.ts, in its own process so that the load generator does not
// share its event loop: `tsx apps/server/bench/load-server.ts` with DATA_DIR (PGlite) or
// DATABASE_URL set. Prints one JSON line {"url": ...} when it listens; stops on SIGTERM.
import { startServer } from "../src/start-server.ts";

const server = await startServer({ port: 0, host: "127.0.0.1", logLevel: "warn" });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
