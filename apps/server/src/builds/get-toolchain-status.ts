import type { ToolchainStatus } from "@contract-platform/api";
import {
  detectToolchain,
  forgetToolchains,
  type ToolchainConfig,
} from "@contract-platform/toolchain";
import type { Clock } from "../clock/clock.ts";

/** How long a toolchain check is reused before it runs again. */
const CACHE_MS = 5 * 60_000;
const cache = new WeakMap<ToolchainConfig, { at: number; status: Promise<ToolchainStatus> }>();

/** The toolchain status (cached for five minutes per configuration; `refresh` checks again). */
export function getToolchainStatus(
  deps: { toolchain: ToolchainConfig; clock: Clock },
  refresh = false,
): Promise<ToolchainStatus> {
  const now = deps.clock.now().getTime();
  const cached = cache.get(deps.toolchain);
  if (cached && !refresh && now - cached.at < CACHE_MS) return cached.status;
  if (refresh) forgetToolchains();
  const status = detectToolchain(deps.toolchain, { now: deps.clock.now() });
  cache.set(deps.toolchain, { at: now, status });
  status.catch(() => cache.delete(deps.toolchain));
  return status;
}
