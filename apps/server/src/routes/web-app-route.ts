import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

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
 */
export function webAppRoute(dist: string) {
  const root = resolve(dist);
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
      return (await stat(path)).isFile() ? path : undefined;
    } catch {
      return undefined;
    }
  };

  const send = async (path: string, cacheControl: string, head: boolean) => {
    const body = await readFile(path);
    const type = contentTypes[extname(path).toLowerCase()] ?? "application/octet-stream";
    return new Response(head ? null : body, {
      headers: {
        "Content-Type": type,
        "Content-Length": String(body.byteLength),
        "Cache-Control": cacheControl,
      },
    });
  };

  return new Hono<AppEnv>().on(["GET", "HEAD"], "*", async (c) => {
    const head = c.req.method === "HEAD";
    const indexPath = join(root, "index.html");
    const index = await fileAt("/index.html");
    if (!index) {
      c.header("Cache-Control", "no-store");
      return c.html(notBuiltPage(root), 503);
    }
    const file = c.req.path === "/" ? undefined : await fileAt(c.req.path);
    if (file) {
      const immutable = c.req.path.startsWith("/assets/");
      return send(file, immutable ? "public, max-age=31536000, immutable" : "no-cache", head);
    }
    const wantsPage = (c.req.header("accept") ?? "").includes("text/html");
    if (extname(c.req.path) !== "" && !wantsPage) {
      return c.text("Not found", 404);
    }
    return send(indexPath, "no-cache", head);
  });
}
