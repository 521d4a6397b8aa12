import type { Logger } from "./logger/create-logger.ts";

export interface ShutdownSteps {
  /** Registers a step; steps run in reverse order of registration. */
  add(step: () => Promise<void>): void;
  /** Runs every registered step once, logging (not throwing) a step's failure. */
  runAll(): Promise<void>;
}

/** What a process started, to be stopped in reverse order when it shuts down or fails to start. */
export function createShutdownSteps(logger: Logger): ShutdownSteps {
  const steps: (() => Promise<void>)[] = [];
  return {
    add: (step) => {
      steps.push(step);
    },
    runAll: async () => {
      for (const step of steps.splice(0).reverse()) {
        await step().catch((error) => logger.error({ err: error }, "error while shutting down"));
      }
    },
  };
}
