import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type ContentEncoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing (text, scripts, JSON, SVG, wasm); images and fonts are already packed. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/.test(
    contentType,
  );
}

/** Smaller bodies gain less than the Content-Encoding costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none;
 * an encoding given `q=0` is refused.
 */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/**
 * The built web app's files kept in memory, each compressed at most once per encoding (brotli
 * quality 5, gzip level 6, off the event loop) and cached until the file changes (mtime and size
 * are part of the key). Concurrent first requests share one compression. Bounded by `maxBytes`;
 * the oldest entries go first.
 */
export function createStaticFileCache(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;

  const remember = (key: string, make: () => Promise<Buffer>) => {
    const cached = entries.get(key);
    if (cached) return cached;
    const pending = make().then(
      (body) => {
        sizes.set(key, body.byteLength);
        total += body.byteLength;
        for (const [oldest] of entries) {
          if (total <= maxBytes || oldest === key) break;
          total -= sizes.get(oldest) ?? 0;
          sizes.delete(oldest);
          entries.delete(oldest);
        }
        return body;
      },
      (error) => {
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, pending);
    return pending;
  };

  return {
    /** The file's bytes, as they are or in `encoding`. */
    get(
      file: { path: string; mtimeMs: number; size: number },
      encoding: ContentEncoding | null,
    ): Promise<Buffer> {
      const id = `${file.path}\0${file.mtimeMs}\0${file.size}`;
      const raw = () => remember(`${id}\0identity`, () => readFile(file.path));
      if (encoding === null) return raw();
      return remember(`${id}\0${encoding}`, async () => {
        const body = await raw();
        return encoding === "br"
          ? brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : gzipAsync(body, { level: 6 });
      });
    },
  };
}
