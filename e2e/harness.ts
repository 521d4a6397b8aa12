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
  baseUrl: string;
  context: BrowserContext;
  /** A new tab; console errors and failed requests are collected in `problems`. */
  newPage: (options?: { width?: number; height?: number }) => Promise<Page>;
  problems: string[];
  /** Console errors and warnings (failed resource loads included), for inspection. */
  consoleMessages: string[];
  close: () => Promise<void>;
};

/** The real server on a free port, PGlite in `dataDir`, serving the built web app. */
export async function startAppServer(dataDir: string): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, "index.html"))) {
    throw new Error(`No built web app at ${WEB_DIST}: run npm run build -w @contract-platform/web`);
  }
  return startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    webDist: WEB_DIST,
    logLevel: "warn",
    // TRUST_PROXY lets a test pose as distinct clients (X-Forwarded-For) under per-IP limits.
    env: { ...process.env, DATABASE_URL: undefined, TRUST_PROXY: "true" },
  });
}

/**
 * A Chromium with a fresh profile, against `baseUrl` (the server of e2e/global-setup.ts) or, when
 * none is given, a server of its own in a fresh temporary directory. Call close() in afterAll.
 */
export async function startHarness(
  options: { baseUrl?: string; serviceWorkers?: "allow" | "block" } = {},
): Promise<Harness> {
  const dataDir = options.baseUrl ? null : mkdtempSync(join(tmpdir(), "cp-e2e-data-"));
  const server = dataDir ? await startAppServer(dataDir) : null;
  const baseUrl = options.baseUrl ?? `http://127.0.0.1:${server?.port}`;
  const profileDir = mkdtempSync(join(tmpdir(), "cp-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    // Blocked by default so every test sees the network, not a previous test's cache.
    serviceWorkers: options.serviceWorkers ?? "block",
    viewport: { width: 1280, height: 800 },
  });
  const problems: string[] = [];
  const consoleMessages: string[] = [];

  return {
    baseUrl,
    context,
    problems,
    consoleMessages,
    async newPage(options) {
      const page = await context.newPage();
      if (options?.width) {
        await page.setViewportSize({ width: options.width, height: options.height ?? 800 });
      }
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          consoleMessages.push(`${message.type()}: ${message.text()} (${page.url()})`);
        }
      });
      return page;
    },
    async close() {
      await context.close();
      await server?.close();
      rmSync(profileDir, { recursive: true, force: true });
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
