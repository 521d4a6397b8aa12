import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "cosmwasm-vm",
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
