import type { HealthResponse, HealthStatus, ProviderHealth } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";

export interface HealthProbe {
  name: string;
  /** Essential probes make the whole service unhealthy when they fail; others degrade it. */
  essential: boolean;
  check(): Promise<unknown>;
}

export interface HealthMonitor {
  /** Runs every probe now. */
  check(): Promise<HealthResponse>;
  /**
   * The latest report, checked again only when it is older than `maxAgeMs` (by the injected
   * clock); callers arriving during a check share it. However often it is asked, the probes run
   * at most once per `maxAgeMs`.
   */
  current(): Promise<HealthResponse>;
}

/** How long a health report is served before the probes run again. */
export const HEALTH_MAX_AGE_MS = 5_000;

const historySize = 20;

/**
 * Runs the probes and reports each in the auth-health-monitor shape. errorRate and uptime are
 * percentages over this process's last 20 checks of that provider.
 */
export function createHealthMonitor(options: {
  probes: HealthProbe[];
  clock: Clock;
  version: string;
  timeoutMs?: number;
  maxAgeMs?: number;
}): HealthMonitor {
  const { probes, clock } = options;
  const startedAt = clock.now().getTime();
  const history = new Map<string, boolean[]>();

  const runProbe = async (probe: HealthProbe): Promise<ProviderHealth> => {
    const started = performance.now();
    let error: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe.check(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error("Health check timed out")),
            options.timeoutMs ?? 5000,
          );
        }),
      ]);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      clearTimeout(timer);
    }
    const responseTime = Math.round((performance.now() - started) * 100) / 100;
    const results = [...(history.get(probe.name) ?? []), error === undefined].slice(-historySize);
    history.set(probe.name, results);
    const failures = results.filter((ok) => !ok).length;
    const errorRate = Math.round((failures / results.length) * 10000) / 100;
    return {
      providerName: probe.name,
      isHealthy: error === undefined,
      lastHealthCheck: clock.now().toISOString(),
      responseTime,
      errorRate,
      uptime: Math.round((100 - errorRate) * 100) / 100,
      ...(error === undefined ? {} : { error }),
    };
  };

  const maxAgeMs = options.maxAgeMs ?? HEALTH_MAX_AGE_MS;
  let latest: { at: number; report: HealthResponse } | undefined;
  let running: Promise<HealthResponse> | undefined;

  const monitor: HealthMonitor = {
    current() {
      if (latest && clock.now().getTime() - latest.at < maxAgeMs) {
        return Promise.resolve(latest.report);
      }
      running ??= monitor
        .check()
        .then((report) => {
          latest = { at: clock.now().getTime(), report };
          return report;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    async check() {
      const providers = await Promise.all(probes.map(runProbe));
      const failed = probes.filter((_, index) => !providers[index].isHealthy);
      const status: HealthStatus =
        failed.length === 0
          ? "healthy"
          : failed.some((probe) => probe.essential)
            ? "unhealthy"
            : "degraded";
      return {
        status,
        timestamp: clock.now().toISOString(),
        version: options.version,
        uptimeSeconds: Math.max(0, Math.floor((clock.now().getTime() - startedAt) / 1000)),
        providers,
      };
    },
  };
  return monitor;
}
