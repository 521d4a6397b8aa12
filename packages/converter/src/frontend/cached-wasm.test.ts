import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cachedWasm } from "./cached-wasm.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cached-wasm-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A decoder that counts its calls and returns `bytes`. */
function decoder(bytes: number[]) {
  const counter = {
    calls: 0,
    decode: () => {
      counter.calls++;
      return Uint8Array.from(bytes);
    },
  };
  return counter;
}

describe("cachedWasm", () => {
  it("decodes once, then reads the bytes back from the cache directory", () => {
    const first = decoder([0, 97, 115, 109, 1]);
    expect([...cachedWasm(dir, "soljson-1-a.wasm", first.decode)]).toEqual([0, 97, 115, 109, 1]);
    const second = decoder([9]);
    expect([...cachedWasm(dir, "soljson-1-a.wasm", second.decode)]).toEqual([0, 97, 115, 109, 1]);
    expect([first.calls, second.calls]).toEqual([1, 0]);
    expect(statSync(join(dir, "soljson-1-a.wasm")).mode & 0o777).toBe(0o600);
  });

  it("decodes again and replaces a file that is truncated or altered", () => {
    cachedWasm(dir, "soljson-1-a.wasm", decoder([1, 2, 3, 4]).decode);
    const path = join(dir, "soljson-1-a.wasm");
    const whole = readFileSync(path);
    for (const broken of [
      whole.subarray(0, whole.length - 1),
      Buffer.from([]),
      flipped(whole, 2),
    ]) {
      writeFileSync(path, broken);
      const again = decoder([1, 2, 3, 4]);
      expect([...cachedWasm(dir, "soljson-1-a.wasm", again.decode)]).toEqual([1, 2, 3, 4]);
      expect(again.calls).toBe(1);
      expect(readFileSync(path).equals(whole)).toBe(true);
    }
  });

  it("decodes without complaint when the directory cannot be made or written", () => {
    writeFileSync(join(dir, "file"), "not a directory");
    const blocked = join(dir, "file", "cache");
    const decode = decoder([5, 6]);
    expect([...cachedWasm(blocked, "soljson-1-a.wasm", decode.decode)]).toEqual([5, 6]);
    expect([...cachedWasm(blocked, "soljson-1-a.wasm", decode.decode)]).toEqual([5, 6]);
    expect(decode.calls).toBe(2);
    expect(readdirSync(dir)).toEqual(["file"]);
  });

  it("decodes every time without a cache directory", () => {
    const decode = decoder([7]);
    cachedWasm(null, "soljson-1-a.wasm", decode.decode);
    cachedWasm(null, "soljson-1-a.wasm", decode.decode);
    expect(decode.calls).toBe(2);
  });

  it("removes the previous release's file when a new one is written, and leaves others", () => {
    writeFileSync(join(dir, "unrelated.txt"), "kept");
    cachedWasm(dir, "soljson-1-a.wasm", decoder([1]).decode);
    cachedWasm(dir, "soljson-2-b.wasm", decoder([2]).decode);
    expect(readdirSync(dir).sort()).toEqual(["soljson-2-b.wasm", "unrelated.txt"]);
  });
});

function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] ^= 0xff;
  return copy;
}
