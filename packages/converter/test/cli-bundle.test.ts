import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFiles } from "./examples.ts";

// The sol2cosmwasm command runs from a bundle it builds next to its sources (ADR 182). These
// tests run it from a copy of the package, so the bundle and the edited source are the copy's.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = join(packageDir, "..", "..");
const example = join(packageDir, "examples", "basic-token");

let root: string;
let copy: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "sol2cosmwasm-cli-"));
  copy = join(root, "packages", "converter");
  for (const part of ["bin", "src", "package.json"])
    cpSync(join(packageDir, part), join(copy, part), { recursive: true });
  cpSync(join(repoRoot, "packages", "api", "src"), join(root, "packages", "api", "src"), {
    recursive: true,
  });
  symlinkSync(join(repoRoot, "node_modules"), join(root, "node_modules"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the copy's command; SOL2COSMWASM_DEBUG makes a fall back to tsx print why on stderr. */
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, [join(copy, "bin", "sol2cosmwasm.js"), ...args], {
    encoding: "utf8",
    env: { ...process.env, SOL2COSMWASM_CACHE_DIR: join(root, "cache"), SOL2COSMWASM_DEBUG: "1" },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const bundle = () => join(copy, "dist", "sol2cosmwasm.mjs");

function expectGoldenCrate(out: string) {
  const golden = join(example, "golden");
  expect(listFiles(out).sort()).toEqual(listFiles(golden).sort());
  for (const path of listFiles(golden))
    expect(readFileSync(join(out, path), "utf8"), path).toBe(
      readFileSync(join(golden, path), "utf8"),
    );
}

describe("sol2cosmwasm command", () => {
  it("builds its bundle on first use, converts from it, and reuses it", () => {
    const out = join(root, "out-1");
    const first = cli("convert", join(example, "BasicToken.sol"), "--out", out);
    expect(first).toMatchObject({ status: 0, stderr: "" });
    expect(first.stdout).toContain(`wrote 10 files to ${out}`);
    expectGoldenCrate(out);
    const built = statSync(bundle());
    // The bundle inlines our sources and leaves the package's dependencies as imports.
    const text = readFileSync(bundle(), "utf8");
    expect(text).toContain("function convertCommand(");
    expect(text).toMatch(/from "viem"/);

    expect(
      cli("convert", join(example, "BasicToken.sol"), "--out", join(root, "out-2")),
    ).toMatchObject({ status: 0, stderr: "" });
    expect(statSync(bundle()).mtimeMs).toBe(built.mtimeMs);
    expect(statSync(bundle()).ino).toBe(built.ino);
  });

  it("rebuilds the bundle when a source is newer than it", () => {
    cli("--help");
    const mainTs = join(copy, "src", "cli", "main.ts");
    const source = readFileSync(mainTs, "utf8");
    writeFileSync(mainTs, source.replace("Usage:", "Usage (edited):"));
    const later = new Date(statSync(bundle()).mtimeMs + 2000);
    utimesSync(mainTs, later, later);
    const run = cli("--help");
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(run.stdout).toMatch(/^Usage \(edited\):/);
    expect(readFileSync(bundle(), "utf8")).toContain("Usage (edited):");
    writeFileSync(mainTs, source);
  });

  it("runs from the TypeScript sources when no bundle can be written", () => {
    rmSync(join(copy, "dist"), { recursive: true, force: true });
    writeFileSync(join(copy, "dist"), "not a directory");
    const out = join(root, "out-3");
    const run = cli("convert", join(example, "BasicToken.sol"), "--out", out);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/Build failed/);
    expectGoldenCrate(out);
  });
});
