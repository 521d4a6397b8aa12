import { customChainInputSchema } from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { addCustomChain } from "../chains/add-custom-chain.ts";
import { checkChainStatus } from "../chains/check-chain-status.ts";
import { deleteCustomChain } from "../chains/delete-custom-chain.ts";
import { findChain } from "../chains/find-chain.ts";
import { listChains } from "../chains/list-chains.ts";
import { readJson } from "../http/read-json.ts";

/** /api/chains: presets and the caller's custom chains, and whether each one answers. */
export function chainsRoute(deps: Pick<AppDeps, "db" | "clock" | "config">) {
  const settings = deps.config.chains;
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      c.json({ chains: await listChains(deps, requireAuth(c.var.auth).userId) }),
    )
    .post("/", async (c) => {
      const caller = requireAuth(c.var.auth);
      const input = await readJson(c, customChainInputSchema);
      return c.json({ chain: await addCustomChain(deps, caller.userId, input) }, 201);
    })
    .delete("/:chainId", async (c) => {
      await deleteCustomChain(deps, requireAuth(c.var.auth).userId, c.req.param("chainId"));
      return c.body(null, 204);
    })
    .get("/:chainId/status", async (c) => {
      const chain = await findChain(deps, requireAuth(c.var.auth).userId, c.req.param("chainId"));
      return c.json(await checkChainStatus(deps, settings, chain));
    });
}
