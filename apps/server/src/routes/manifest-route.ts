import { webAppManifest } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

/** GET /manifest.json (the spec's manifest-server): the shared PWA manifest. */
export function manifestRoute() {
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Content-Type", "application/manifest+json; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(JSON.stringify(webAppManifest));
  });
}
