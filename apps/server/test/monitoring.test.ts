import type { AuthSession } from "@contract-platform/api";
import {
  createTestWallet,
  type StandInChain,
  startStandInChain,
} from "@contract-platform/chain-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MonitoringDeps } from "../src/monitoring/poll-deployment.ts";
import { pollDueDeployments } from "../src/monitoring/poll-due-deployments.ts";
import { startDeploymentMonitoring } from "../src/monitoring/start-deployment-monitoring.ts";
import { signUpUser } from "./auth-helpers.ts";
import { contractWithBuild, deployWithWallet, signingClient, tinyWasm } from "./chain-helpers.ts";
import { call } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const fee = { amount: [{ denom: "ustake", amount: "10000" }], gas: "400000" };

describe("production monitoring", () => {
  let t: TestApp;
  let session: AuthSession;
  let token: string;
  let chain: StandInChain;
  let deps: MonitoringDeps;
  let deploymentId: string;
  let contractAddress: string;

  const monitor = () =>
    t.deps.db
      .selectFrom("deployment_monitors")
      .selectAll()
      .where("deployment_id", "=", deploymentId)
      .executeTakeFirstOrThrow();
  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
  const titles = async () =>
    (await call(t, "GET", "/api/notifications", { token })).body.notifications.map(
      (n: { title: string }) => n.title,
    );

  beforeAll(async () => {
    t = await createTestApp({ CHAIN_RPC_ALLOW_PRIVATE: "true", CHAIN_RPC_TIMEOUT_MS: "1000" });
    deps = {
      db: t.deps.db,
      clock: t.clock,
      logger: t.deps.logger,
      chains: t.deps.config.chains,
      intervalSeconds: 60,
    };
    session = await signUpUser(t, "monitor@example.com");
    token = session.accessToken;
    const [{ address }] = await (await createTestWallet("wasm")).getAccounts();
    chain = await startStandInChain({
      accounts: [{ address, amount: 10n ** 12n }],
      now: () => t.clock.now(),
    });
    await call(t, "POST", "/api/chains", {
      token,
      body: {
        chainId: chain.chainId,
        name: "Stand-in test",
        network: "testnet",
        rpc: chain.url,
        denom: "ustake",
        gasPrice: 0.025,
        bech32Prefix: "wasm",
      },
    });
    const wasm = tinyWasm("monitored");
    const { buildId } = await contractWithBuild(t, session, "Counter", wasm);
    const deployed = await deployWithWallet(chain, wasm);
    contractAddress = deployed.contractAddress;
    const recorded = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: {
        buildId,
        chainId: chain.chainId,
        storeTxHash: deployed.storeTxHash,
        instantiateTxHash: deployed.instantiateTxHash,
      },
    });
    deploymentId = recorded.body.deployment.id;
  });
  afterAll(async () => {
    await chain?.close();
    await t?.close();
  });

  it("gives a first deployment the default alert rules", async () => {
    const { body } = await call(t, "GET", "/api/monitoring/alert-rules", { token });
    expect(body.rules.map((rule: { kind: string }) => rule.kind).sort()).toEqual([
      "admin_changed",
      "code_migrated",
      "failure_rate",
    ]);
    expect(body.rules.find((rule: { kind: string }) => rule.kind === "failure_rate")).toMatchObject(
      {
        thresholdPercent: 20,
        minTransactions: 3,
        deploymentId: null,
      },
    );
  });

  it("reads executions and failures, and alerts once an hour when failures pass the threshold", async () => {
    const { client, address } = await signingClient(chain);
    await client.execute(address, contractAddress, { increment: {} }, fee);
    await client.execute(address, contractAddress, { reset: { count: 5 } }, fee);
    const failed = await client.signAndBroadcast(
      address,
      [
        {
          typeUrl: "/cosmwasm.wasm.v1.MsgExecuteContract",
          value: { sender: address, contract: contractAddress, msg: Buffer.from("{}"), funds: [] },
        },
      ],
      fee,
    );
    client.disconnect();
    expect(failed.code).toBe(5);

    expect(await pollDueDeployments(deps)).toBe(1);
    const { body } = await call(t, "GET", `/api/monitoring/deployments/${deploymentId}`, { token });
    expect(
      body.recent.map((tx: { action: string; success: boolean }) => [tx.action, tx.success]),
    ).toEqual([
      ["execute", false],
      ["reset", true],
      ["increment", true],
      ["instantiate", true],
    ]);
    expect(body).toMatchObject({
      transactionsLastHour: 4,
      failedLastHour: 1,
      failureRateLastHour: 25,
      health: { reachable: true, consecutiveFailures: 0, admin: address, codeId: 1 },
    });
    expect(body.gasUsedLastDay).toBeGreaterThan(0);
    expect(body.hourly).toHaveLength(24);
    expect(body.hourly[23]).toMatchObject({ total: 4, failed: 1 });
    expect(body.healthChecks.at(-1)).toMatchObject({ reachable: true });
    expect(await titles()).toContain(
      "Counter on Stand-in test: 25% of transactions failed in the last hour",
    );

    // The next poll finds nothing new and does not alert again within the hour.
    later(60_000);
    expect(await pollDueDeployments(deps)).toBe(1);
    const alerts = (await titles()).filter((title: string) =>
      title.includes("failed in the last hour"),
    );
    expect(alerts).toHaveLength(1);
    const overview = await call(t, "GET", "/api/monitoring/deployments", { token });
    expect(overview.body.deployments).toHaveLength(1);
    expect(overview.body.deployments[0]).toMatchObject({
      transactionsLastHour: 4,
      failedLastHour: 1,
    });
  });

  it("alerts when the code is migrated and when the admin changes", async () => {
    const { client, address } = await signingClient(chain);
    const newCode = await client.upload(address, tinyWasm("v2"), "auto");
    await client.migrate(address, contractAddress, newCode.codeId, { upgrade: {} }, fee);
    const [{ address: other }] = await (
      await import("@cosmjs/proto-signing")
    ).DirectSecp256k1HdWallet.generate(12, { prefix: "wasm" }).then((w) => w.getAccounts());
    await client.updateAdmin(address, contractAddress, other, fee);
    client.disconnect();

    later(60_000);
    await pollDueDeployments(deps);
    const all = await titles();
    expect(all).toContain("Counter on Stand-in test: code migrated");
    expect(all).toContain("Counter on Stand-in test: admin changed");
    const state = await monitor();
    expect(state.admin_address).toBe(other);
    expect(Number(state.code_id)).toBe(newCode.codeId);
  });

  it("backs off while the chain is unreachable and recovers", async () => {
    later(60_000);
    chain.setAvailability("unavailable");
    await pollDueDeployments(deps);
    let state = await monitor();
    expect(state.consecutive_failures).toBe(1);
    expect(state.reachable).toBe(false);
    expect(state.last_error).toContain("answered HTTP 503");
    expect(state.next_poll_at.getTime() - t.clock.now().getTime()).toBe(120_000);

    later(60_000);
    expect(await pollDueDeployments(deps)).toBe(0);
    later(60_000);
    expect(await pollDueDeployments(deps)).toBe(1);
    state = await monitor();
    expect(state.consecutive_failures).toBe(2);
    expect(state.next_poll_at.getTime() - t.clock.now().getTime()).toBe(240_000);

    chain.setAvailability("up");
    later(240_000);
    await pollDueDeployments(deps);
    state = await monitor();
    expect(state).toMatchObject({ consecutive_failures: 0, reachable: true, last_error: null });
    expect(state.next_poll_at.getTime() - t.clock.now().getTime()).toBe(60_000);
    const { body } = await call(t, "GET", `/api/monitoring/deployments/${deploymentId}`, { token });
    expect(
      body.healthChecks.map((check: { reachable: boolean }) => check.reachable).slice(-3),
    ).toEqual([false, false, true]);
  });

  it("polls on the injected clock through the background job", async () => {
    const before = (await monitor()).last_polled_at!;
    const timer = startDeploymentMonitoring(t.deps, 60);
    try {
      later(60_000);
      await t.clock.advance(15_000);
      await expect
        .poll(async () => (await monitor()).last_polled_at!.getTime(), { timeout: 10_000 })
        .toBeGreaterThan(before.getTime());
    } finally {
      timer.stop();
      await t.deps.jobs.whenIdle();
    }
  });

  it("monitors a local-chain deployment from the chain's own history", async () => {
    const wasm = tinyWasm("local");
    const { contractId, buildId, checksum } = await contractWithBuild(
      t,
      session,
      "LocalToken",
      wasm,
    );
    const db = t.deps.db;
    await db
      .insertInto("local_chains")
      .values({
        user_id: session.user.id,
        chain_id: "local",
        state: JSON.stringify({}),
        updated_at: t.clock.now(),
      })
      .execute();
    const local = await db
      .insertInto("deployments")
      .values({
        contract_id: contractId,
        user_id: session.user.id,
        build_id: buildId,
        chain_id: "local",
        network: "local",
        code_id: 1,
        contract_address: "wasm1localcontract",
        checksum,
        deployer_address: "wasm1localdeployer",
        admin_address: null,
        label: "local",
        instantiate_msg: "{}",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tx = (
      hash: string,
      height: number,
      ok: boolean,
      msg: object | null,
      kind: "instantiate" | "execute",
    ) => ({
      user_id: session.user.id,
      tx_hash: hash,
      height,
      block_time: t.clock.now(),
      kind,
      sender: "wasm1localdeployer",
      contract_address: "wasm1localcontract",
      code_id: 1,
      msg: JSON.stringify(msg),
      ok,
      error: ok ? null : "Generic error: insufficient balance",
      gas_used: 1200,
    });
    await db
      .insertInto("local_chain_txs")
      .values([
        tx("L1", 1, true, {}, "instantiate"),
        tx("L2", 2, true, { mint: {} }, "execute"),
        tx("L3", 3, false, { burn: {} }, "execute"),
      ])
      .execute();
    await pollDueDeployments(deps);
    const { body } = await call(t, "GET", `/api/monitoring/deployments/${local.id}`, { token });
    expect(body.deployment).toMatchObject({
      chainName: "Built-in local chain",
      contractName: "LocalToken",
    });
    expect(body.health).toMatchObject({ reachable: true, latestHeight: 3 });
    expect(
      body.recent.map((item: { action: string; success: boolean }) => [item.action, item.success]),
    ).toEqual([
      ["burn", false],
      ["mint", true],
      ["instantiate", true],
    ]);
  });

  it("manages alert rules: validated, per deployment, own rules only", async () => {
    const bad = await call(t, "POST", "/api/monitoring/alert-rules", {
      token,
      body: { kind: "failure_rate" },
    });
    expect(bad.status).toBe(400);
    const created = await call(t, "POST", "/api/monitoring/alert-rules", {
      token,
      body: { kind: "failure_rate", thresholdPercent: 50, deploymentId, minTransactions: 10 },
    });
    expect(created.status).toBe(201);
    const id = created.body.rule.id;
    const patched = await call(t, "PATCH", `/api/monitoring/alert-rules/${id}`, {
      token,
      body: { enabled: false },
    });
    expect(patched.body.rule).toMatchObject({ enabled: false, thresholdPercent: 50, deploymentId });
    const stranger = await signUpUser(t, "monitor-stranger@example.com");
    expect(
      (
        await call(t, "DELETE", `/api/monitoring/alert-rules/${id}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, "POST", "/api/monitoring/alert-rules", {
          token: stranger.accessToken,
          body: { kind: "admin_changed", deploymentId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, "GET", `/api/monitoring/deployments/${deploymentId}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(404);
    expect((await call(t, "DELETE", `/api/monitoring/alert-rules/${id}`, { token })).status).toBe(
      204,
    );
  });
});
