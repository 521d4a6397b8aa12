#!/usr/bin/env node
// The sol2cosmwasm command. It runs from one module bundled from the TypeScript sources with
// esbuild (dist/sol2cosmwasm.mjs, rebuilt when a source is newer), so a start compiles no
// TypeScript (ADR 182). `test` belongs to another package and runs through tsx, as does
// everything when the bundle cannot be built or loaded.
import { readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const bundle = join(packageDir, "dist", "sol2cosmwasm.mjs");
const sources = [join(packageDir, "src"), join(packageDir, "..", "api", "src")];

/** The newest modification time of the TypeScript sources the bundle is built from. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function builtAt() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return 0;
  }
}

/** Bundles the CLI with this package's dependencies left as imports; renamed into place whole. */
async function build() {
  const { build } = await import("esbuild");
  const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const external = Object.keys(pkg.dependencies).filter(
    (d) => !d.startsWith("@contract-platform/"),
  );
  const tmp = `${bundle}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [join(packageDir, "src", "cli", "main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: tmp,
    external: external.flatMap((d) => [d, `${d}/*`]),
    logLevel: "silent",
  });
  renameSync(tmp, bundle);
}

async function load() {
  if (process.argv[2] !== "test") {
    try {
      if (builtAt() < Math.max(...sources.map(newestSource))) await build();
      return await import(pathToFileURL(bundle).href);
    } catch (error) {
      if (process.env.SOL2COSMWASM_DEBUG) console.error(error);
    }
  }
  const { register } = await import("tsx/esm/api");
  register();
  return import("../src/cli/main.ts");
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
