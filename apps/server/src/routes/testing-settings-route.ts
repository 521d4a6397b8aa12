import { updateTestingSettingsRequestSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { readJson } from "../http/read-json.ts";
import { getTestingSettingsOverview } from "../testing/get-testing-settings-overview.ts";
import { saveDefaultTestingSettings } from "../testing/save-default-testing-settings.ts";

/** /api/testing/settings: the caller's default toggles and every contract's (toggle testing). */
export function testingSettingsRoute(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/settings", async (c) =>
      c.json(await getTestingSettingsOverview(deps, requireAuth(c.var.auth))),
    )
    .put("/settings/default", async (c) => {
      const caller = requireAuth(c.var.auth);
      const { settings } = await readJson(c, updateTestingSettingsRequestSchema);
      return c.json({ settings: await saveDefaultTestingSettings(deps, caller, settings) });
    });
}
