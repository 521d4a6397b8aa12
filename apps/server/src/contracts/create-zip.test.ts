import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createZip } from "./create-zip.ts";

/** Each central-directory entry: name, Unix mode, DOS time/date, and the inflated content. */
function readZip(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(offset + 10);
    const crc = buffer.readUInt32LE(offset + 16);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString("utf8", offset + 46, offset + 46 + nameLength);
    const dataStart =
      local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const raw = buffer.subarray(dataStart, dataStart + compressedSize);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    entries.push({
      name,
      flags: buffer.readUInt16LE(offset + 8),
      madeBy: buffer.readUInt16LE(offset + 4) >> 8,
      mode: buffer.readUInt32LE(offset + 38) >>> 16,
      dosTime: buffer.readUInt16LE(offset + 12),
      dosDate: buffer.readUInt16LE(offset + 14),
      crcMatches: crc32(data) === crc,
      content: data.toString("utf8"),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe("createZip", () => {
  const modified = new Date(2026, 2, 1, 12, 30, 10);
  const files = [
    { path: "crate/Cargo.toml", content: '[package]\nname = "crate"\n' },
    { path: "crate/src/contract.rs", content: "pub fn execute() {}\n".repeat(200) },
    { path: "crate/src/ünïcode.rs", content: new TextEncoder().encode("// é\n") },
  ];

  it("writes every file deflated, with UTF-8 names, Unix modes and the given time", () => {
    const entries = readZip(createZip(files, modified));
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.path));
    for (const entry of entries) {
      expect(entry.crcMatches).toBe(true);
      expect(entry.madeBy).toBe(3);
      expect(entry.mode).toBe(0o100644);
      expect(entry.dosDate).toBe(((2026 - 1980) << 9) | (3 << 5) | 1);
      expect(entry.dosTime).toBe((12 << 11) | (30 << 5) | 5);
    }
    expect(entries[1].content).toBe(files[1].content);
    expect(entries[2].content).toBe("// é\n");
    expect(entries[2].flags & 0x0800).toBe(0x0800);
  });

  it.runIf(existsSync("/usr/bin/unzip"))("passes unzip -t", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cp-zip-")), "crate.zip");
    writeFileSync(file, createZip(files, modified));
    expect(execFileSync("/usr/bin/unzip", ["-t", file]).toString()).toContain("No errors detected");
  });
});
