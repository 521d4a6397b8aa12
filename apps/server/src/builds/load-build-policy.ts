import type { CratePolicy } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";

/** The platform's crate policy (build_settings), as the toolchain takes it. */
export async function loadBuildPolicy(db: Db): Promise<CratePolicy & { updatedAt: Date | null }> {
  const row = await db.selectFrom("build_settings").selectAll().executeTakeFirst();
  return {
    allowBuildScripts: row?.allow_build_scripts ?? false,
    allowAnyDependency: row?.allow_any_dependency ?? false,
    extraAllowedCrates: row?.extra_allowed_crates ?? [],
    updatedAt: row?.updated_at ?? null,
  };
}
