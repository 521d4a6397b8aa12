import {
  AI_NOT_CONFIGURED_MESSAGE,
  updateTestingSettingsRequestSchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { readJson } from "../http/read-json.ts";
import { getTestingSettingsOverview } from "../testing/get-testing-settings-overview.ts";
import { saveDefaultTestingSettings } from "../testing/save-default-testing-settings.ts";

/**
 * /api/testing/settings: the caller's default toggles and every contract's (toggle testing);
 * /api/testing/ai: whether the AI assistant can propose scenarios and explain divergences.
 */
export function testingSettingsRoute(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/ai", (c) => {
      requireAuth(c.var.auth);
      const configured = deps.config.ai !== null;
      return c.json({ configured, message: configured ? null : AI_NOT_CONFIGURED_MESSAGE });
    })
    .get("/settings", async (c) =>
      c.json(await getTestingSettingsOverview(deps, requireAuth(c.var.auth))),
    )
    .put("/settings/default", async (c) => {
      const caller = requireAuth(c.var.auth);
      const { settings } = await readJson(c, updateTestingSettingsRequestSchema);
      return c.json({ settings: await saveDefaultTestingSettings(deps, caller, settings) });
    });
}
