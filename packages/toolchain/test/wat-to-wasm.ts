import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Assembles WAT text with Debian's wabt (wat2wasm); extra flags such as --no-canonicalize-leb128s. */
export function watToWasm(wat: string, flags: string[] = []): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), "wat-"));
  try {
    writeFileSync(join(dir, "module.wat"), wat);
    const result = spawnSync("wat2wasm", [...flags, "module.wat", "-o", "module.wasm"], {
      cwd: dir,
      encoding: "utf8",
    });
    if (result.error) {
      throw new Error(`wat2wasm is needed for this test (apt-get install wabt): ${result.error}`);
    }
    if (result.status !== 0) throw new Error(`wat2wasm failed: ${result.stderr}`);
    return new Uint8Array(readFileSync(join(dir, "module.wasm")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readWat(name: string): string {
  return readFileSync(new URL(`./wat/${name}`, import.meta.url), "utf8");
}

/**
 * Rewrites every `call_indirect` table index in a module assembled with
 * --no-canonicalize-leb128s (all sizes 5-byte LEBs) as a 5-byte padded LEB, the way LLVM 19+
 * writes it. Sizes of the changed function bodies and of the code section are adjusted.
 */
export function padCallIndirectTableIndex(wasm: Uint8Array): Uint8Array {
  const out: number[] = [...wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const size = readLeb(wasm, at + 1);
    const bodyStart = at + 1 + size.length;
    const body = wasm.subarray(bodyStart, bodyStart + size.value);
    const newBody = id === 10 ? padCodeSection(body) : [...body];
    out.push(id, ...fixedLeb(newBody.length), ...newBody);
    at = bodyStart + size.value;
  }
  return new Uint8Array(out);
}

function padCodeSection(section: Uint8Array): number[] {
  const count = readLeb(section, 0);
  const out = [...section.subarray(0, count.length)];
  let at = count.length;
  for (let i = 0; i < count.value; i++) {
    const size = readLeb(section, at);
    const start = at + size.length;
    const body = [...section.subarray(start, start + size.value)];
    const padded: number[] = [];
    for (let j = 0; j < body.length; j++) {
      padded.push(body[j]);
      // call_indirect (0x11), a 1-byte type index, then the table byte 0x00.
      if (body[j] === 0x11 && body[j + 2] === 0x00 && body[j + 1] < 0x80) {
        padded.push(body[j + 1], 0x80, 0x80, 0x80, 0x80, 0x00);
        j += 2;
      }
    }
    out.push(...fixedLeb(padded.length), ...padded);
    at = start + size.value;
  }
  return out;
}

function readLeb(bytes: Uint8Array, at: number): { value: number; length: number } {
  let value = 0;
  let shift = 0;
  let length = 0;
  for (;;) {
    const byte = bytes[at + length];
    value |= (byte & 0x7f) << shift;
    length += 1;
    if ((byte & 0x80) === 0) return { value, length };
    shift += 7;
  }
}

function fixedLeb(value: number): number[] {
  return [
    (value & 0x7f) | 0x80,
    ((value >> 7) & 0x7f) | 0x80,
    ((value >> 14) & 0x7f) | 0x80,
    ((value >> 21) & 0x7f) | 0x80,
    (value >> 28) & 0x0f,
  ];
}
