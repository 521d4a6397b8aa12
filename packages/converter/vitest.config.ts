import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "converter",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
