import type { Caller } from "../contracts/contract-deps.ts";
import { HttpError } from "../http/http-error.ts";
import type { BuildDeps } from "./build-deps.ts";
import { findOwnedBuild } from "./find-owned-build.ts";
import { abortRunningBuild } from "./running-builds.ts";
import type { BuildRow } from "./to-build.ts";

/**
 * Cancels a queued or running build. A queued one is cancelled at once; a running one is killed
 * at once when it runs in this process (and within a second in another), and its job records the
 * outcome.
 */
export async function cancelBuild(
  deps: BuildDeps,
  caller: Caller,
  buildId: string,
): Promise<{ row: BuildRow; contractName: string }> {
  const { row, contractName } = await findOwnedBuild(deps, caller, buildId);
  if (row.status !== "queued" && row.status !== "running") {
    throw new HttpError(409, "build_finished", "The build has already finished");
  }
  const now = deps.clock.now();
  const cancelledQueued = await deps.db
    .updateTable("builds")
    .set({ status: "cancelled", cancel_requested_at: now, finished_at: now, updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "queued")
    .returningAll()
    .executeTakeFirst();
  const updated =
    cancelledQueued ??
    (await deps.db
      .updateTable("builds")
      .set({ cancel_requested_at: now, updated_at: now })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow());
  if (updated.status === "running") abortRunningBuild(row.id);
  return { row: updated, contractName };
}
