import type { BuildSettings } from "@contract-platform/api";
import type { Clock } from "../clock/clock.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { loadBuildPolicy } from "./load-build-policy.ts";

/** Admins widen or narrow the crate policy for every build and `cargo test` of the platform. */
export async function updateBuildSettings(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  settings: BuildSettings,
): Promise<BuildSettings> {
  if (caller.role !== "admin") {
    throw new HttpError(403, "forbidden", "Only an admin can change the build policy");
  }
  await deps.db
    .updateTable("build_settings")
    .set({
      allow_build_scripts: settings.allowBuildScripts,
      allow_any_dependency: settings.allowAnyDependency,
      extra_allowed_crates: [...new Set(settings.extraAllowedCrates)].sort(),
      updated_by: caller.userId,
      updated_at: deps.clock.now(),
    })
    .where("id", "=", true)
    .execute();
  const { updatedAt, ...policy } = await loadBuildPolicy(deps.db);
  return { ...policy, updatedAt: updatedAt?.toISOString() };
}
