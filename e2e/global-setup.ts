import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (fresh PGlite data directory) for all browser test files. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "cp-e2e-data-"));
  const server = await startAppServer(dataDir);
  project.provide("baseUrl", `http://127.0.0.1:${server.port}`);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
