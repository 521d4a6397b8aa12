import { crateRule, fnLocation } from "../crate-context.ts";

export const cwMissingMigrate = crateRule(
  {
    id: "cw-missing-migrate",
    title: "No migrate entry point",
    severity: "low",
    confidence: "high",
    description:
      "Without a migrate entry point the contract can never be upgraded in place, even by its admin, so bugs cannot be fixed without moving all state.",
    recommendation:
      "Add #[entry_point] pub fn migrate(deps: DepsMut, env: Env, msg: MigrateMsg) that checks and bumps the cw2 version.",
    category: "best-practice",
  },
  (ctx) => {
    if (ctx.entry.migrate || !ctx.entry.instantiate) return [];
    return [
      {
        location: fnLocation(ctx.entry.instantiate),
        message: "The crate defines instantiate but no migrate entry point.",
      },
    ];
  },
);
