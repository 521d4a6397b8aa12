// The server under load for load.bench.ts, in its own process so that the load generator does not
// share its event loop: `tsx apps/server/bench/load-server.ts` with DATA_DIR (PGlite) or
// DATABASE_URL set. Prints one JSON line {"url": ...} when it listens; stops on SIGTERM.
import { PerformanceObserver } from "node:perf_hooks";
import { startServer } from "../src/start-server.ts";

if (process.env.BENCH_LOAD_STALLS) {
  // Every event-loop stall of over 200 ms and garbage collection of over 50 ms, with its time, to
  // line up with the bench's slow answers.
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 200) {
      process.stderr.write(
        `stall ${Math.round(now - last)} ms ending ${new Date().toISOString()}\n`,
      );
    }
    last = now;
  }, 20).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > 50) {
        process.stderr.write(
          `gc ${Math.round(entry.duration)} ms at ${new Date().toISOString()}\n`,
        );
      }
    }
  }).observe({ entryTypes: ["gc"] });
}
const server = await startServer({ port: 0, host: "127.0.0.1", logLevel: "warn" });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
