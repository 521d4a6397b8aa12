import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { webAppManifest, webAppManifestSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const dist = mkdtempSync(join(tmpdir(), "cp-dist-"));
mkdirSync(join(dist, "assets"));
mkdirSync(join(dist, "icons"));
writeFileSync(join(dist, "index.html"), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
const BIG_JS = "export const greeting = 'hello from the contract platform';\n".repeat(400);
writeFileSync(join(dist, "assets", "big-abc123.js"), BIG_JS);
writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
writeFileSync(join(dist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

describe("HTTP surface", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST: dist,
      PREVIEW_HOST_PATTERN: "*.preview.example.com",
      PUBLIC_URL: "https://contracts.example.com",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves the shared PWA manifest at /manifest.json", async () => {
    const response = await t.app.request("/manifest.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = webAppManifestSchema.parse(await response.json());
    expect(manifest).toEqual(webAppManifest);
  });

  it("serves built files with fitting cache headers and falls back to index.html for routes", async () => {
    const asset = await t.app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await asset.text()).toBe("console.log('app')");

    const worker = await t.app.request("/sw.js");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const icon = await t.app.request("/icons/icon-192.png");
    expect(icon.headers.get("content-type")).toBe("image/png");

    for (const path of ["/", "/dashboard", "/auth", "/some/deep/route?x=1"]) {
      const page = await t.app.request(path, { headers: { accept: "text/html" } });
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
    const missingAsset = await t.app.request("/assets/missing.js");
    expect(missingAsset.status).toBe(404);
  });

  it("sends text assets brotli- or gzip-compressed when accepted, and as they are otherwise", async () => {
    const get = (encoding?: string) =>
      t.app.request("/assets/big-abc123.js", {
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
    const br = await get("gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const compressed = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(compressed.byteLength);
    expect(compressed.byteLength).toBeLessThan(BIG_JS.length / 10);
    expect(brotliDecompressSync(compressed).toString()).toBe(BIG_JS);
    expect(br.headers.get("cache-control")).toContain("immutable");

    const gz = await get("gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);

    const plain = await get();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
    // Tiny files and images are sent as they are.
    const small = await t.app.request("/assets/index-abc123.js", {
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("never serves files outside the build", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2fetc%2fpasswd",
    ]) {
      const response = await t.app.request(path, { headers: { accept: "text/html" } });
      const text = await response.text();
      expect(text, path).not.toContain("root:");
      expect(text, path).not.toContain('"name"');
    }
  });

  it("answers unknown API paths with 404 JSON, not the app", async () => {
    const response = await t.app.request("/api/nope", { headers: { accept: "text/html" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: "No API route for GET /api/nope",
      code: "not_found",
    });
  });

  it("applies the origin allow-list to the API", async () => {
    const refused = await t.app.request("/api/health", {
      headers: { origin: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Origin not allowed by CORS policy",
      code: "cors_blocked",
    });
    for (const origin of [
      "https://contracts.example.com",
      "https://pr-7.preview.example.com",
      "http://localhost:5173",
    ]) {
      const allowed = await t.app.request("/api/health", { headers: { origin } });
      expect(allowed.status, origin).toBe(200);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(origin);
    }
  });

  it("explains how to build when the web app is missing", async () => {
    const bare = await createTestApp({ WEB_DIST: join(dist, "does-not-exist") });
    try {
      const response = await bare.app.request("/dashboard");
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("npm run build -w @contract-platform/web");
    } finally {
      await bare.close();
    }
  });
});
