/** 1-based line and column (in characters) of a byte offset into `source` (solc counts UTF-8 bytes). */
export function lineColumn(source: string, byteOffset: number): { line: number; column: number } {
  const bytes = Buffer.from(source, "utf8");
  const before = bytes
    .subarray(0, Math.max(0, Math.min(byteOffset, bytes.length)))
    .toString("utf8");
  const lines = before.split("\n");
  return { line: lines.length, column: [...lines[lines.length - 1]].length + 1 };
}

/** Parses solc's `start:length:file` into a start/end byte range. */
export function parseSrc(src: string): { start: number; end: number } {
  const [start, length] = src.split(":").map(Number);
  return { start, end: start + length };
}
