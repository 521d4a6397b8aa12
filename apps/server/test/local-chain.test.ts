import type { AuthSession } from "@contract-platform/api";
import { addrMake } from "@contract-platform/cosmwasm-vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetWarmLocalChains } from "../src/local-chain/with-local-chain.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";
import { uploadAndBuildFixture } from "./local-chain-helpers.ts";

describe("local chain: deploy a build, execute, query, history, persistence", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  let buildId: string;
  let deploymentId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const aliceAddress = addrMake("alice");
  const deployerAddress = addrMake("deployer");

  beforeAll(async () => {
    t = await createTestApp({ CARGO: "/usr/bin/cargo", RUSTC: "/usr/bin/rustc" });
    await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    ({ contractId, buildId } = await uploadAndBuildFixture(t, alice));
  });
  afterAll(async () => t.close());

  it("deploys a build: code stored, contract instantiated, both transactions recorded", async () => {
    const deployed = await call(t, "POST", "/api/deployments", {
      ...as(alice),
      body: {
        buildId,
        chain: "local",
        instantiateMsg: { name: "Fixture", initial_supply: "1000" },
        label: "fixture token",
      },
    });
    expect(deployed.status).toBe(201);
    const { deployment, txs } = deployed.body;
    expect(deployment).toMatchObject({
      contractId,
      contractName: "FixtureToken",
      buildId,
      chainId: "local",
      network: "local",
      codeId: 1,
      deployerAddress,
      label: "fixture token",
    });
    expect(deployment.contractAddress).toMatch(/^cosmwasm1/);
    expect(txs.map((tx: { kind: string }) => tx.kind)).toEqual(["store", "instantiate"]);
    expect(deployment.storeTxHash).toBe(txs[0].txHash);
    const transfer = txs[1].events.find((e: { type: string }) => e.type === "wasm-Transfer");
    expect(transfer.attributes).toContainEqual({ key: "value", value: "1000" });
    deploymentId = deployment.id;

    const contract = await call(t, "GET", `/api/contracts/${contractId}`, as(alice));
    expect(contract.body.contract.status).toBe("test-deployed");
    // Monitored like a real deployment: the first one brings the default alert rules.
    const rules = await call(t, "GET", "/api/monitoring/alert-rules", as(alice));
    expect(rules.body.rules.map((rule: { kind: string }) => rule.kind).sort()).toEqual([
      "admin_changed",
      "code_migrated",
      "failure_rate",
    ]);
    const chain = await call(t, "GET", "/api/local-chain", as(alice));
    expect(chain.body.chain).toMatchObject({
      chainId: "contract-platform-local",
      height: 3,
      codes: 1,
      contracts: 1,
    });
    expect(chain.body.chain.accounts.map((a: { name: string }) => a.name)).toEqual([
      "deployer",
      "alice",
      "bob",
      "carol",
      "dave",
    ]);
  });

  it("executes and queries with the contract's own results and errors", async () => {
    const sent = await call(t, "POST", `/api/deployments/${deploymentId}/execute`, {
      ...as(alice),
      body: { msg: { transfer: { to: aliceAddress, amount: "100" } } },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.tx).toMatchObject({
      ok: true,
      kind: "execute",
      senderName: "deployer",
      height: 4,
    });
    expect(sent.body.tx.dataJson).toBe(true);

    const balance = await call(t, "POST", `/api/deployments/${deploymentId}/query`, {
      ...as(alice),
      body: { msg: { balance_of: { arg0: aliceAddress } } },
    });
    expect(balance.body.result).toEqual({ ok: true, value: "100" });

    const tooMuch = await call(t, "POST", `/api/deployments/${deploymentId}/execute`, {
      ...as(alice),
      body: { sender: "alice", msg: { transfer: { to: deployerAddress, amount: "5000" } } },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.tx.ok).toBe(false);
    expect(tooMuch.body.tx.error).toContain("InsufficientBalance");

    const deposit = await call(t, "POST", `/api/deployments/${deploymentId}/execute`, {
      ...as(alice),
      body: { sender: "bob", msg: { deposit: {} }, funds: [{ denom: "uatom", amount: "50" }] },
    });
    expect(deposit.body.tx.ok).toBe(true);
    const deposits = await call(t, "POST", `/api/deployments/${deploymentId}/query`, {
      ...as(alice),
      body: { msg: { deposits: {} } },
    });
    expect(deposits.body.result.value).toBe("50");

    const badQuery = await call(t, "POST", `/api/deployments/${deploymentId}/query`, {
      ...as(alice),
      body: { msg: { no_such_query: {} } },
    });
    expect(badQuery.status).toBe(422);
    expect(badQuery.body.result.ok).toBe(false);
    const unknown = await call(t, "POST", `/api/deployments/${deploymentId}/execute`, {
      ...as(alice),
      body: { sender: "mallory", msg: { burn: { amount: "1" } } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('Unknown account "mallory"');
  });

  it("moves blocks and time, keeps history, and survives a restart", async () => {
    const before = await call(t, "GET", "/api/local-chain", as(alice));
    const advanced = await call(t, "POST", "/api/local-chain/advance", {
      ...as(alice),
      body: { blocks: 10, seconds: 3600 },
    });
    expect(advanced.body.chain.height).toBe(before.body.chain.height + 10);
    expect(Date.parse(advanced.body.chain.time) - Date.parse(before.body.chain.time)).toBe(
      3_600_000,
    );
    await call(t, "POST", `/api/deployments/${deploymentId}/execute`, {
      ...as(alice),
      body: { msg: { mint: { to: aliceAddress, amount: "1" } } },
    });
    const lastMint = await call(t, "POST", `/api/deployments/${deploymentId}/query`, {
      ...as(alice),
      body: { msg: { last_mint: {} } },
    });
    expect(Number(lastMint.body.result.value)).toBe(
      Date.parse(advanced.body.chain.time) / 1000 + 5,
    );

    const history = await call(
      t,
      "GET",
      `/api/deployments/${deploymentId}/transactions`,
      as(alice),
    );
    expect(
      history.body.transactions.map((tx: { kind: string; ok: boolean }) => `${tx.kind}:${tx.ok}`),
    ).toEqual([
      "execute:true",
      "execute:true",
      "execute:false",
      "execute:true",
      "instantiate:true",
      "store:true",
    ]);

    forgetWarmLocalChains();
    const balance = await call(t, "POST", `/api/deployments/${deploymentId}/query`, {
      ...as(alice),
      body: { msg: { balance_of: { arg0: aliceAddress } } },
    });
    expect(balance.body.result).toEqual({ ok: true, value: "101" });
  });

  it("reuses stored code, records no deployment for a failed instantiation, keeps chains private", async () => {
    await t.clock.advance(1000);
    const second = await call(t, "POST", "/api/deployments", {
      ...as(alice),
      body: {
        buildId,
        chain: "local",
        instantiateMsg: { name: "Two", initial_supply: "5" },
        label: "second",
      },
    });
    expect(second.status).toBe(201);
    expect(second.body.deployment.codeId).toBe(1);
    expect(second.body.txs.map((tx: { kind: string }) => tx.kind)).toEqual(["instantiate"]);

    const failed = await call(t, "POST", "/api/deployments", {
      ...as(alice),
      body: { buildId, chain: "local", instantiateMsg: { wrong: true }, label: "broken" },
    });
    expect(failed.status).toBe(422);
    expect(failed.body.error).toMatch(/^Instantiation failed: /);
    const list = await call(t, "GET", `/api/deployments?contractId=${contractId}`, as(alice));
    expect(list.body.deployments.map((d: { label: string }) => d.label)).toEqual([
      "second",
      "fixture token",
    ]);

    expect((await call(t, "GET", `/api/deployments/${deploymentId}`, as(bob))).status).toBe(404);
    expect(
      (
        await call(t, "POST", `/api/deployments/${deploymentId}/query`, {
          ...as(bob),
          body: { msg: { deposits: {} } },
        })
      ).status,
    ).toBe(404);
    expect((await call(t, "GET", "/api/deployments", as(bob))).body.deployments).toEqual([]);
    const bobChain = await call(t, "GET", "/api/local-chain", as(bob));
    expect(bobChain.body.chain).toMatchObject({ height: 1, contracts: 0 });

    const real = await call(t, "POST", "/api/deployments", {
      ...as(alice),
      body: { buildId, chain: "pion-1", instantiateMsg: {}, label: "x" },
    });
    expect(real.status).toBe(400);
    expect(real.body.code).toBe("wallet_required");
  });
});
