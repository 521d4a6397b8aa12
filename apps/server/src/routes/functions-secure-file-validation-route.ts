import { secureFileValidationRequestSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { validateContractFile } from "../contracts/validate-contract-file.ts";
import { HttpError } from "../http/http-error.ts";
import { readJson } from "../http/read-json.ts";

/**
 * POST /api/functions/secure-file-validation (spec §7): {fileName, fileContent, fileSize,
 * contractId, userId} → {isValid, status, issues, hash}. userId, when given, must be the caller.
 */
export function secureFileValidationRoute(deps: Pick<AppDeps, "clock" | "config">) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const caller = requireAuth(c.var.auth);
    const input = await readJson(c, secureFileValidationRequestSchema, {
      allowNul: ["fileContent"],
    });
    if (input.userId && input.userId !== caller.userId && caller.role !== "admin") {
      throw new HttpError(403, "forbidden", "userId is not the signed-in user");
    }
    return c.json(
      await validateContractFile(
        { fileName: input.fileName, content: input.fileContent, declaredSize: input.fileSize },
        {
          clock: deps.clock,
          userId: caller.userId,
          timeoutMs: deps.config.fileCheckTimeoutMs,
        },
      ),
    );
  });
}
