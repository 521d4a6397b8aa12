let cachedSource: string | null = null;
let cachedBytes: Buffer = Buffer.alloc(0);
/** Line starts (byte offsets) of the cached source. */
let lineStarts: number[] = [];

function prepare(source: string) {
  if (cachedSource === source) return;
  cachedSource = source;
  cachedBytes = Buffer.from(source, "utf8");
  lineStarts = [0];
  for (let i = 0; i < cachedBytes.length; i++) if (cachedBytes[i] === 10) lineStarts.push(i + 1);
}

/** 1-based line and column (in characters) of a byte offset into `source` (solc counts UTF-8 bytes). */
export function lineColumn(source: string, byteOffset: number): { line: number; column: number } {
  prepare(source);
  const off = Math.max(0, Math.min(byteOffset, cachedBytes.length));
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= off) lo = mid;
    else hi = mid - 1;
  }
  const text = cachedBytes.subarray(lineStarts[lo], off).toString("utf8");
  return { line: lo + 1, column: [...text].length + 1 };
}

/** The source text between two byte offsets. */
export function sliceBytes(source: string, start: number, end: number): string {
  prepare(source);
  return cachedBytes.subarray(start, end).toString("utf8");
}

/** Parses solc's `start:length:file` into a start/end byte range. */
export function parseSrc(src: string): { start: number; end: number } {
  const [start, length] = src.split(":").map(Number);
  return { start, end: start + length };
}
