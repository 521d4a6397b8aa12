import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Encodes RGBA pixels (row-major, 4 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(
      raw,
      y * (width * 4 + 1) + 1,
    );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function clamp01(x: number) {
  return Math.min(1, Math.max(0, x));
}

/** Distance from point p to the segment a-b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const t = clamp01(
    ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

/**
 * The app icon: a rounded square with an indigo-to-violet gradient and white code brackets
 * "< / >", anti-aliased by coverage from signed distances. Full-bleed so it also works masked.
 */
export function drawIcon(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const radius = size * 0.22;
  const stroke = size * 0.055;
  const strokes: [number, number, number, number][] = [
    [0.36, 0.33, 0.22, 0.5],
    [0.22, 0.5, 0.36, 0.67],
    [0.64, 0.33, 0.78, 0.5],
    [0.78, 0.5, 0.64, 0.67],
    [0.555, 0.28, 0.445, 0.72],
  ];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // rounded-rectangle coverage
      const qx = Math.max(Math.abs(px - size / 2) - (size / 2 - radius), 0);
      const qy = Math.max(Math.abs(py - size / 2) - (size / 2 - radius), 0);
      const boxCoverage = clamp01(radius - Math.hypot(qx, qy) + 0.5);
      const t = (px + py) / (2 * size);
      // #4f46e5 -> #7c3aed
      let r = 0x4f + (0x7c - 0x4f) * t;
      let g = 0x46 + (0x3a - 0x46) * t;
      let b = 0xe5 + (0xed - 0xe5) * t;
      let d = Number.POSITIVE_INFINITY;
      for (const [ax, ay, bx, by] of strokes) {
        d = Math.min(d, segmentDistance(px, py, ax * size, ay * size, bx * size, by * size));
      }
      const glyph = clamp01(stroke / 2 - d + 0.5);
      r = r + (255 - r) * glyph;
      g = g + (255 - g) * glyph;
      b = b + (255 - b) * glyph;
      const i = (y * size + x) * 4;
      pixels[i] = Math.round(r);
      pixels[i + 1] = Math.round(g);
      pixels[i + 2] = Math.round(b);
      pixels[i + 3] = Math.round(255 * boxCoverage);
    }
  }
  return pixels;
}
