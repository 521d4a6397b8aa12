import { recordWalletDeploymentSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { readJson } from "../http/read-json.ts";
import { verifyDeployment } from "../monitoring/verify-deployment.ts";
import { recordWalletDeployment } from "../wallet-deployments/record-wallet-deployment.ts";

/**
 * Under /api/deployments: `POST /wallet` records a deployment the user's wallet signed (after
 * checking it on the chain); `POST /:id/verify` compares on-chain code with the build artifact.
 */
export function walletDeploymentsRoute(deps: AppDeps) {
  const settings = { ...deps, chains: deps.config.chains };
  return new Hono<AppEnv>()
    .post("/wallet", async (c) => {
      const caller = requireAuth(c.var.auth);
      const input = await readJson(c, recordWalletDeploymentSchema);
      const { deployment, created } = await recordWalletDeployment(settings, caller, input);
      return c.json({ deployment }, created ? 201 : 200);
    })
    .post("/:id/verify", async (c) =>
      c.json({
        deployment: await verifyDeployment(settings, requireAuth(c.var.auth), c.req.param("id")),
      }),
    );
}
