import { expect, it } from "vitest";
import { keepConvertersWarm, runConverter } from "./run-converter.ts";

const source = `pragma solidity ^0.8.20;
contract Box { uint256 public value; function set(uint256 v) external { value = v; } }
`;

it("converts in a worker process while this thread keeps running", async () => {
  let ticks = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    ticks++;
    setTimeout(spin, 1);
  };
  spin();
  const first = await runConverter({ source, fileName: "Box.sol", format: false });
  const before = ticks;
  const second = await runConverter({
    source,
    fileName: "Box.sol",
    crateName: "box2",
    format: false,
  });
  running = false;
  expect(first.ok).toBe(true);
  expect(first.files["src/contract.rs"]).toContain("pub fn execute");
  expect(second.files["Cargo.toml"]).toContain('name = "box2"');
  // A conversion on this thread would block every timer until it finished.
  expect(before).toBeGreaterThan(5);
});

it("stops waiting at once when aborted, and the next conversion still works", async () => {
  const controller = new AbortController();
  const pending = runConverter({ source, fileName: "Box.sol", format: false }, controller.signal);
  controller.abort(Object.assign(new Error("stop"), { name: "AbortError" }));
  await expect(pending).rejects.toThrow("stop");
  const after = await runConverter({ source, fileName: "Box.sol", format: false });
  expect(after.ok).toBe(true);
});

it("keeps converter workers warm: ready with solc loaded, then converting", async () => {
  await keepConvertersWarm(1);
  const result = await runConverter({ source, fileName: "Box.sol", format: false });
  expect(result.ok).toBe(true);
});
