// The worker module of a createProcessRunner worker as one esbuild bundle, so a worker process
// starts without compiling TypeScript through tsx (about a second a worker; ADR 144). The bundle
// holds the module and the workspace's own TypeScript (`@contract-platform/*`); every other
// package stays an import of the exact file Node would load from where it is imported. It is
// kept in node_modules/.cache/contract-platform-workers with the list of its input files, and
// rebuilt when one of them is newer than it (written under a temporary name and renamed, so a
// worker never loads half a file).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const cacheDir = fileURLToPath(
  new URL("../../../../node_modules/.cache/contract-platform-workers/", import.meta.url),
);

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function isFresh(bundle, inputsFile) {
  const builtAt = mtime(bundle);
  if (builtAt === Number.POSITIVE_INFINITY) return false;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
    return inputs.every((input) => mtime(input) <= builtAt);
  } catch {
    return false;
  }
}

/** Leaves every package but the workspace's own to Node, imported by its resolved file. */
const packagesByPath = {
  name: "packages-by-path",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving || args.path.startsWith("@contract-platform/")) return;
      if (args.path.startsWith("node:") || isAbsolute(args.path)) {
        return { path: args.path, external: true };
      }
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // Node's built-ins without the prefix (`fs`) resolve to nothing on disk.
      if (resolved.external || !isAbsolute(resolved.path))
        return { path: args.path, external: true };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/** The URL of an up-to-date bundle of `moduleUrl` (a file URL or a workspace package name). */
export async function bundledModule(moduleUrl) {
  const entry = fileURLToPath(
    moduleUrl.startsWith("file:") ? moduleUrl : import.meta.resolve(moduleUrl),
  );
  const key = createHash("sha256").update(entry).digest("hex").slice(0, 16);
  const bundle = join(cacheDir, `${key}.mjs`);
  const inputsFile = join(cacheDir, `${key}.inputs.json`);
  if (!isFresh(bundle, inputsFile)) {
    const { build } = await import("esbuild");
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${bundle}.${process.pid}.tmp.mjs`;
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      // What Node itself reads: no "module" field, the import condition.
      mainFields: ["main"],
      outfile: tmp,
      metafile: true,
      logLevel: "silent",
      plugins: [packagesByPath],
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => join(process.cwd(), input));
    const inputsTmp = `${inputsFile}.${process.pid}.tmp`;
    writeFileSync(inputsTmp, JSON.stringify(inputs));
    renameSync(inputsTmp, inputsFile);
    renameSync(tmp, bundle);
  }
  return pathToFileURL(bundle).href;
}
