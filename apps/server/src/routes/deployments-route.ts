import {
  advanceLocalChainRequestSchema,
  createDeploymentRequestSchema,
  executeRequestSchema,
  LOCAL_CHAIN,
  queryRequestSchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { requireAuth } from "../auth/require-auth.ts";
import { findOwnedContract } from "../contracts/find-owned-contract.ts";
import { deployToLocalChain } from "../deployments/deploy-to-local-chain.ts";
import { findOwnedDeployment } from "../deployments/find-owned-deployment.ts";
import { listDeployments } from "../deployments/list-deployments.ts";
import {
  executeOnLocalDeployment,
  queryLocalDeployment,
} from "../deployments/run-on-local-deployment.ts";
import { toDeployment } from "../deployments/to-deployment.ts";
import { HttpError } from "../http/http-error.ts";
import { readJson } from "../http/read-json.ts";
import { advanceLocalChain, getLocalChain } from "../local-chain/get-local-chain.ts";
import { listLocalTxs } from "../local-chain/list-local-txs.ts";
import type { LocalChainDeps } from "../local-chain/local-chain-deps.ts";

function localChainDeps(deps: AppDeps): LocalChainDeps {
  return { db: deps.db, storage: deps.storage, clock: deps.clock, logger: deps.logger };
}

/**
 * /api/deployments: deploy a build (`chain: "local"` runs on the built-in chain; real chains are
 * deployed from the browser's wallet), list deployments, execute and query local ones, history.
 */
export function deploymentsRoute(deps: AppDeps) {
  const ld = localChainDeps(deps);
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const caller = requireAuth(c.var.auth);
      const request = await readJson(c, createDeploymentRequestSchema);
      if (request.chain !== LOCAL_CHAIN) {
        throw new HttpError(
          400,
          "wallet_required",
          `Deploy to ${request.chain} from the deployment page with your wallet; the server never signs for a real chain`,
        );
      }
      const result = await deployToLocalChain(ld, caller, request);
      if (!result.ok) {
        return c.json(
          {
            error: `Instantiation failed: ${result.error}`,
            code: "instantiate_failed",
            txs: result.txs,
          },
          422,
        );
      }
      return c.json({ deployment: result.deployment, txs: result.txs }, 201);
    })
    .get("/", async (c) => {
      const caller = requireAuth(c.var.auth);
      const contractId = c.req.query("contractId");
      if (contractId) await findOwnedContract(ld, caller, contractId);
      return c.json({ deployments: await listDeployments(ld, caller, { contractId }) });
    })
    .get("/:id", async (c) => {
      const { row, contractName } = await findOwnedDeployment(
        ld,
        requireAuth(c.var.auth),
        c.req.param("id"),
      );
      return c.json({ deployment: toDeployment(row, contractName) });
    })
    .get("/:id/transactions", async (c) => {
      const caller = requireAuth(c.var.auth);
      const { row } = await findOwnedDeployment(ld, caller, c.req.param("id"));
      const txs = await listLocalTxs(ld, caller.userId, {
        id: row.id,
        contractAddress: row.contract_address,
      });
      return c.json({ transactions: txs });
    })
    .post("/:id/execute", async (c) => {
      const caller = requireAuth(c.var.auth);
      const request = await readJson(c, executeRequestSchema);
      const tx = await executeOnLocalDeployment(ld, caller, c.req.param("id"), request);
      return c.json({ tx }, tx.ok ? 200 : 422);
    })
    .post("/:id/query", async (c) => {
      const caller = requireAuth(c.var.auth);
      const { msg } = await readJson(c, queryRequestSchema);
      const result = await queryLocalDeployment(ld, caller, c.req.param("id"), msg);
      return c.json({ result }, result.ok ? 200 : 422);
    });
}

/** /api/local-chain: the caller's built-in chain (block, funded accounts) and moving it forward. */
export function localChainRoute(deps: AppDeps) {
  const ld = localChainDeps(deps);
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ chain: await getLocalChain(ld, requireAuth(c.var.auth)) }))
    .post("/advance", async (c) => {
      const caller = requireAuth(c.var.auth);
      const by = await readJson(c, advanceLocalChainRequestSchema);
      return c.json({ chain: await advanceLocalChain(ld, caller, by) });
    });
}
