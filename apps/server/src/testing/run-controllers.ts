/**
 * The runs this process is executing, by run id: cancelling one aborts it at once (its worker is
 * terminated). Runs on other instances see the database flag instead.
 */
const controllers = new Map<string, AbortController>();

export const runControllers = {
  add(runId: string, controller: AbortController) {
    controllers.set(runId, controller);
  },
  delete(runId: string) {
    controllers.delete(runId);
  },
  abort(runId: string, reason: Error): boolean {
    const controller = controllers.get(runId);
    controller?.abort(reason);
    return Boolean(controller);
  },
};

/** The reason a run was stopped, kept on the abort signal. */
export class RunStoppedError extends Error {
  override name = "AbortError";
  constructor(
    message: string,
    readonly kind: "cancelled" | "time-limit" | "shutdown",
  ) {
    super(message);
  }
}
