import { defineConfig } from "vitest/config";

// Sandbox and cargo tests start real processes; a cold cargo build can take several seconds on a
// shared machine.
export default defineConfig({
  test: {
    name: "toolchain",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
