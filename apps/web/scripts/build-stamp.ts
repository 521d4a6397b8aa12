// The web build's stamp: a SHA-256 over everything the bundle is made from, written by every
// `vite build` (webBuildStampPlugin) and compared by `npm start` (build-if-changed.ts), so the app
// is rebuilt only when its inputs changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Plugin } from "vite";

/** Directories whose files go into the bundle (tests and build output excluded). */
const INPUT_DIRS = ["apps/web", "packages/api"];
/** Single files that change what is bundled: dependency versions and compiler settings. */
const INPUT_FILES = ["package.json", "package-lock.json", "tsconfig.base.json"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".vite", "test"]);
const STAMP_FILE = "apps/web/.build-stamp.json";

export type BuildStamp = { hash: string; builtAt: string; files: number };

function isInput(name: string): boolean {
  return !/\.test\.tsx?$/.test(name) && name !== ".build-stamp.json";
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...listFiles(path));
    } else if (entry.isFile() && isInput(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

/** SHA-256 of the web app's inputs under `root` (the repository), and how many files went in. */
export function hashWebInputs(
  root: string,
  env: Record<string, string | undefined> = process.env,
): { hash: string; files: number } {
  const paths = [
    ...INPUT_DIRS.flatMap((dir) => listFiles(join(root, dir))),
    ...INPUT_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]
    .map((path) => relative(root, path).split(sep).join("/"))
    .sort();
  const hash = createHash("sha256");
  for (const path of paths) {
    hash
      .update(path)
      .update("\0")
      .update(readFileSync(join(root, path)))
      .update("\0");
  }
  // Vite inlines VITE_* variables into the bundle.
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith("VITE_"))
    .sort()) {
    hash.update(`${key}=${env[key]}\0`);
  }
  return { hash: hash.digest("hex"), files: paths.length };
}

export function readBuildStamp(root: string): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), "utf8")) as BuildStamp;
  } catch {
    return null;
  }
}

/** Whether apps/web/dist was built from exactly the current inputs. */
export function isWebBuildCurrent(root: string, env = process.env): boolean {
  const stamp = readBuildStamp(root);
  if (!stamp || !existsSync(join(root, "apps/web/dist/index.html"))) return false;
  return stamp.hash === hashWebInputs(root, env).hash;
}

/**
 * Records the inputs of every `vite build`: hashed when the build starts (so an edit made during
 * the build makes the next start rebuild), written once the bundle is on disk.
 */
export function webBuildStampPlugin(root: string): Plugin {
  let inputs: { hash: string; files: number } | null = null;
  return {
    name: "contract-platform-build-stamp",
    apply: "build",
    buildStart() {
      inputs = hashWebInputs(root);
    },
    closeBundle() {
      if (!inputs) return;
      const stamp: BuildStamp = { ...inputs, builtAt: new Date().toISOString() };
      writeFileSync(join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
    },
  };
}
