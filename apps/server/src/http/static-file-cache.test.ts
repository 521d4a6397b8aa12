import { mkdtempSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createStaticFileCache, isCompressible, pickEncoding } from "./static-file-cache.ts";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("isCompressible", () => {
  it("compresses text and code, not images", () => {
    expect(isCompressible("text/javascript; charset=utf-8")).toBe(true);
    expect(isCompressible("application/json; charset=utf-8")).toBe(true);
    expect(isCompressible("image/svg+xml")).toBe(true);
    expect(isCompressible("image/png")).toBe(false);
    expect(isCompressible("font/woff2")).toBe(false);
  });
});

describe("createStaticFileCache", () => {
  it("compresses a file once per encoding and again only when it changes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cp-static-"));
    const path = join(dir, "app.js");
    const text = "console.log('contract platform');\n".repeat(500);
    writeFileSync(path, text);
    const cache = createStaticFileCache();
    const file = () => {
      const { mtimeMs, size } = statSync(path);
      return { path, mtimeMs, size };
    };
    const [a, b] = await Promise.all([cache.get(file(), "br"), cache.get(file(), "br")]);
    expect(a).toBe(b);
    expect(brotliDecompressSync(a).toString()).toBe(text);
    expect(a.byteLength).toBeLessThan(text.length / 10);
    expect(gunzipSync(await cache.get(file(), "gzip")).toString()).toBe(text);
    expect((await cache.get(file(), null)).toString()).toBe(text);
    expect(await cache.get(file(), "br")).toBe(a);

    writeFileSync(path, "changed");
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    expect((await cache.get(file(), null)).toString()).toBe("changed");
  });
});
