import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { type RunningServer, startServer } from "../apps/server/src/start-server.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const WEB_DIST = join(import.meta.dirname, "..", "apps", "web", "dist");

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Harness = {
  server: RunningServer;
  baseUrl: string;
  context: BrowserContext;
  /** A new tab; console errors and failed requests are collected in `problems`. */
  newPage: (options?: { width?: number; height?: number }) => Promise<Page>;
  problems: string[];
  close: () => Promise<void>;
};

/**
 * Starts the real server (PGlite in a fresh temporary directory) serving the built web app, and a
 * Chromium with a fresh profile. Call close() in afterAll.
 */
export async function startHarness(): Promise<Harness> {
  if (!existsSync(join(WEB_DIST, "index.html"))) {
    throw new Error(`No built web app at ${WEB_DIST}: run npm run build -w @contract-platform/web`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "cp-e2e-data-"));
  const profileDir = mkdtempSync(join(tmpdir(), "cp-e2e-profile-"));
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    webDist: WEB_DIST,
    logLevel: "warn",
    env: { ...process.env, DATABASE_URL: undefined },
  });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    serviceWorkers: "block",
    viewport: { width: 1280, height: 800 },
  });
  const problems: string[] = [];

  return {
    server,
    baseUrl,
    context,
    problems,
    async newPage(options) {
      const page = await context.newPage();
      if (options?.width) {
        await page.setViewportSize({ width: options.width, height: options.height ?? 800 });
      }
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      return page;
    },
    async close() {
      await context.close();
      await server.close();
      rmSync(profileDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
