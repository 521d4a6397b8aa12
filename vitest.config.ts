import { defineConfig } from "vitest/config";

// Every workspace with a vitest.config.ts is one project; the browser tests live in e2e/ and run
// separately (scripts/test.mjs) because they need a built app and Chromium.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
  },
});
