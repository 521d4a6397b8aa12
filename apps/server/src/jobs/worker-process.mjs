// A worker process started by createProcessRunner: loads one function of a TypeScript module
// (argv: module URL, export name, optional warm-up export name) from its esbuild bundle, or
// through tsx when the bundle cannot be built or loaded, calls the warm-up once, posts
// `{ready: true}`, and runs the function for each request of its parent, one at a time. Posts
// `{id, progress}` any number of times, then `{id, result}` or `{id, error}`.
import { tsImport } from "tsx/esm/api";
import { bundledModule } from "./worker-bundle.mjs";

const [moduleUrl, exportName, warmUpName] = process.argv.slice(2);

async function load() {
  try {
    return await import(await bundledModule(moduleUrl));
  } catch (error) {
    // Slower to start, same behaviour.
    if (process.env.WORKER_BUNDLE_DEBUG) console.error(error);
    return tsImport(moduleUrl, import.meta.url);
  }
}

// Listening before the module has loaded, so no request can arrive unheard.
const loaded = load().then(async (module) => {
  if (typeof module[exportName] !== "function") {
    throw new Error(`${moduleUrl} has no function ${exportName}`);
  }
  if (warmUpName) {
    try {
      await module[warmUpName]();
    } catch (error) {
      // Only the first run gets slower: it pays what the warm-up would have.
      console.error(`${moduleUrl}: warm-up ${warmUpName} failed: ${error?.message ?? error}`);
    }
  }
  return module[exportName];
});
// Ready even when the module failed to load: every run then answers with that error.
loaded.catch(() => {}).finally(() => process.send?.({ ready: true }));

process.on("message", async (message) => {
  const send = (reply) => process.send?.({ id: message.id, ...reply });
  try {
    const run = await loaded;
    const result = await run(message.input, (percent, text) =>
      send({ progress: { percent, message: text } }),
    );
    send({ result });
  } catch (error) {
    send({
      error: { name: error?.name, message: String(error?.message ?? error), stack: error?.stack },
    });
  }
});
// The parent went away (closed, or killed): nothing is left to answer to.
process.on("disconnect", () => process.exit(0));
