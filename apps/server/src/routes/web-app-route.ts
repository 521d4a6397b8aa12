import { stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import {
  createStaticFileCache,
  isCompressible,
  MIN_COMPRESS_BYTES,
  pickEncoding,
} from "../http/static-file-cache.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".xml": "application/xml",
};

const notBuiltPage = (dist: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract Platform: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app has not been built yet</h1>
<p>The server is running, but there is no built web app in <code>${dist.replaceAll("<", "&lt;")}</code>.</p>
<p>Build it with <code>npm run build -w @contract-platform/web</code> and reload, or start everything
with <code>npm start</code>, which builds it first.</p>
<p>The API is available: <a href="/api/health">/api/health</a>.</p>
</body></html>`;

/**
 * Serves the built web app: files from `dist`, hashed assets cached for a year, and index.html
 * for any other page request (client-side routes); a missing file such as /assets/x.js is a 404. A clear page when not built.
 * Text files go out brotli- or gzip-compressed when the browser accepts it, each compressed once
 * and kept in memory (createStaticFileCache).
 */
export function webAppRoute(dist: string) {
  const root = resolve(dist);
  const cache = createStaticFileCache();
  const fileAt = async (requestPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(requestPath);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0")) return undefined;
    const path = resolve(root, `.${decoded}`);
    if (path !== root && !path.startsWith(root + sep)) return undefined;
    try {
      const info = await stat(path);
      return info.isFile() ? { path, mtimeMs: info.mtimeMs, size: info.size } : undefined;
    } catch {
      return undefined;
    }
  };

  const send = async (
    file: { path: string; mtimeMs: number; size: number },
    cacheControl: string,
    head: boolean,
    acceptEncoding: string | undefined,
  ) => {
    const type = contentTypes[extname(file.path).toLowerCase()] ?? "application/octet-stream";
    const compressible = isCompressible(type) && file.size >= MIN_COMPRESS_BYTES;
    const encoding = compressible ? pickEncoding(acceptEncoding) : null;
    const body = await cache.get(file, encoding);
    return new Response(head ? null : new Uint8Array(body), {
      headers: {
        "Content-Type": type,
        "Content-Length": String(body.byteLength),
        "Cache-Control": cacheControl,
        ...(compressible ? { Vary: "Accept-Encoding" } : {}),
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      },
    });
  };

  return new Hono<AppEnv>().on(["GET", "HEAD"], "*", async (c) => {
    const head = c.req.method === "HEAD";
    const acceptEncoding = c.req.header("accept-encoding");
    const index = await fileAt("/index.html");
    if (!index) {
      c.header("Cache-Control", "no-store");
      return c.html(notBuiltPage(root), 503);
    }
    const file = c.req.path === "/" ? undefined : await fileAt(c.req.path);
    if (file) {
      const immutable = c.req.path.startsWith("/assets/");
      const cacheControl = immutable ? "public, max-age=31536000, immutable" : "no-cache";
      return send(file, cacheControl, head, acceptEncoding);
    }
    const wantsPage = (c.req.header("accept") ?? "").includes("text/html");
    if (extname(c.req.path) !== "" && !wantsPage) {
      return c.text("Not found", 404);
    }
    return send(index, "no-cache", head, acceptEncoding);
  });
}
