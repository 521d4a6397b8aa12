import { keepAnalyzersWarm } from "./analysis/run-analyzer.ts";
import type { Config } from "./config/load-config.ts";
import { keepConvertersWarm } from "./contracts/run-converter.ts";
import type { Logger } from "./logger/create-logger.ts";

/** Longest start-up waits for the warm-up; past it the server starts and the workers finish later. */
const WARM_UP_WAIT_MS = 60_000;

/**
 * Starts the converter and analyzer worker processes of `config.warmWorkers`, each loading solc
 * and running one small job before it takes real work, so the first conversion after a start
 * costs what later ones do (ADR 144). Resolves when they are ready, or after WARM_UP_WAIT_MS.
 */
export async function startWarmWorkers(config: Config, logger: Logger): Promise<void> {
  const { converter, analyzer } = config.warmWorkers;
  if (converter + analyzer === 0) return;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const warm = await Promise.race([
    Promise.all([keepConvertersWarm(converter), keepAnalyzersWarm(analyzer)]).then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), WARM_UP_WAIT_MS);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
  const ms = Math.round(performance.now() - started);
  if (warm) logger.info({ converter, analyzer, ms }, "converter and analyzer workers warm");
  else logger.warn({ converter, analyzer, ms }, "workers still warming up; starting anyway");
}
