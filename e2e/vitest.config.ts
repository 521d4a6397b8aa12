import { defineConfig } from "vitest/config";

// Browser tests: the built web app (apps/web/dist) served by the real server, driven in Chromium.
// Run after `npm run build -w @contract-platform/web`; scripts/test.mjs does both.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["*.e2e.test.ts"],
    globalSetup: ["./global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
