import { type CargoTestOptions, cargoTest } from "@contract-platform/toolchain";
import type { RunCargoTest } from "./native-engine.ts";

/**
 * `RunCargoTest` through the platform's sandboxed cargo (packages/toolchain): one test target,
 * its output shown (`--nocapture`), so the `SCENARIO-STEP` lines of passing steps are kept.
 */
export function toolchainCargoTest(
  options: Omit<CargoTestOptions, "cargoArgs" | "testArgs">,
): RunCargoTest {
  return async (crateDir, testName) => {
    const result = await cargoTest(crateDir, {
      ...options,
      cargoArgs: ["--test", testName],
      testArgs: ["--nocapture", "--test-threads=1"],
    });
    return {
      status: result.status,
      output: result.binaries.map((b) => b.output).join("\n"),
      log: result.log,
    };
  };
}
