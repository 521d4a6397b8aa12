import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "chain-stand-in",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
