// A worker process started by createProcessRunner: loads one function of a TypeScript module
// (argv: module URL, export name) through tsx and runs it for each request of its parent, one at
// a time. Posts `{id, progress}` any number of times, then `{id, result}` or `{id, error}`.
import { tsImport } from "tsx/esm/api";

const [moduleUrl, exportName] = process.argv.slice(2);
// Listening before the module has loaded, so no request can arrive unheard.
const loaded = tsImport(moduleUrl, import.meta.url).then((module) => {
  if (typeof module[exportName] !== "function") {
    throw new Error(`${moduleUrl} has no function ${exportName}`);
  }
  return module[exportName];
});
loaded.catch(() => {});

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
