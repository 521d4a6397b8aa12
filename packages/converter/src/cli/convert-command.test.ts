import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { convertCommand } from "./convert-command.ts";

const examples = new URL("../../examples/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "sol2cw-convert-many-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("converts every .sol file of a directory, and more files, in one run, each into its crate", async () => {
  const sources = join(dir, "sources");
  mkdirSync(join(sources, "nested"), { recursive: true });
  copyFileSync(join(examples, "basic-token/BasicToken.sol"), join(sources, "BasicToken.sol"));
  copyFileSync(join(examples, "escrow/Escrow.sol"), join(sources, "nested/Escrow.sol"));
  const extra = join(dir, "PiggyBank.sol");
  copyFileSync(join(examples, "piggy-bank-factory/PiggyBankFactory.sol"), extra);
  const out = join(dir, "out");
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const status = await convertCommand([sources, extra, "--out", out]);
  const written = log.mock.calls.length;
  log.mockRestore();
  expect(status).toBe(0);
  expect(written).toBe(3);
  for (const crate of ["basic-token", "escrow"]) {
    expect(existsSync(join(out, crate, "src/contract.rs"))).toBe(true);
  }
});

it("refuses --contract with several files, and reports a crate two files would both write", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const token = join(examples, "basic-token/BasicToken.sol");
  expect(await convertCommand([token, token, "--contract", "BasicToken"])).toBe(2);
  expect(await convertCommand([token, token, "--out", join(dir, "twice")])).toBe(1);
  const said = error.mock.calls.flat().join("\n");
  error.mockRestore();
  expect(said).toMatch(/--contract and --scenario take one file/);
  expect(said).toMatch(/crate basic-token was already written from/);
});
