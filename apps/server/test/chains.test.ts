import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type StandInChain, startStandInChain } from "@contract-platform/chain-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { call } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const customChain = (rpc: string, chainId = "standin-1") => ({
  chainId,
  name: "Stand-in devnet",
  network: "testnet",
  rpc,
  denom: "ustake",
  gasPrice: 0.025,
  bech32Prefix: "wasm",
});

describe("chains", () => {
  let t: TestApp;
  let token: string;
  let chain: StandInChain;

  beforeAll(async () => {
    t = await createTestApp({ CHAIN_RPC_ALLOW_PRIVATE: "true", CHAIN_RPC_TIMEOUT_MS: "800" });
    token = (await signUpUser(t, "chains@example.com")).accessToken;
    chain = await startStandInChain();
  });
  afterAll(async () => {
    await chain?.close();
    await t?.close();
  });

  it("lists the presets with testnets and mainnets", async () => {
    const { status, body } = await call(t, "GET", "/api/chains", { token });
    expect(status).toBe(200);
    const ids = body.chains.map((c: { chainId: string }) => c.chainId);
    expect(ids).toEqual(expect.arrayContaining(["pion-1", "osmo-test-5", "neutron-1", "juno-1"]));
    expect(new Set(body.chains.map((c: { network: string }) => c.network))).toEqual(
      new Set(["testnet", "mainnet"]),
    );
  });

  it("validates a custom chain and refuses preset ids, duplicates and plain http elsewhere", async () => {
    const bad = await call(t, "POST", "/api/chains", {
      token,
      body: { ...customChain("http://rpc.example.com"), bech32Prefix: "Bad!", gasPrice: -1 },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["rpc", "bech32Prefix", "gasPrice"]));
    expect(bad.body.error).toContain("must use https");

    const preset = await call(t, "POST", "/api/chains", {
      token,
      body: customChain("https://rpc.example.com", "pion-1"),
    });
    expect(preset.status).toBe(409);

    const local = await call(t, "POST", "/api/chains", {
      token,
      body: customChain("https://rpc.example.com", "local"),
    });
    expect(local.status).toBe(400);

    const created = await call(t, "POST", "/api/chains", {
      token,
      body: customChain(`${chain.url}/`),
    });
    expect(created.status).toBe(201);
    expect(created.body.chain).toMatchObject({
      chainId: "standin-1",
      rpc: chain.url,
      displayDenom: "STAKE",
      source: "custom",
    });
    const again = await call(t, "POST", "/api/chains", { token, body: customChain(chain.url) });
    expect(again.status).toBe(409);
  });

  it("reports a reachable chain with its height", async () => {
    const { status, body } = await call(t, "GET", "/api/chains/standin-1/status", { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      chainId: "standin-1",
      reachable: true,
      latestHeight: 1,
      error: null,
    });
  });

  it("reports a closed port within seconds, with the reason", async () => {
    const closed = await startStandInChain({ chainId: "closed-1" });
    const url = closed.url;
    await closed.close();
    await call(t, "POST", "/api/chains", { token, body: customChain(url, "closed-1") });
    const started = Date.now();
    const { body } = await call(t, "GET", "/api/chains/closed-1/status", { token });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(body.reachable).toBe(false);
    expect(body.error).toContain("the connection was refused");
  });

  it("reports a node that never answers after the timeout", async () => {
    let server: Server | undefined;
    const hung = await new Promise<string>((resolve) => {
      server = createServer(() => {}).listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
      );
    });
    await call(t, "POST", "/api/chains", { token, body: customChain(hung, "hung-1") });
    const started = Date.now();
    const { body } = await call(t, "GET", "/api/chains/hung-1/status", { token });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(body).toMatchObject({ reachable: false });
    expect(body.error).toContain("did not answer within 0.8 s");
    server?.closeAllConnections();
    server?.close();
  });

  it("notices an RPC that serves another chain", async () => {
    await call(t, "POST", "/api/chains", { token, body: customChain(chain.url, "other-7") });
    const { body } = await call(t, "GET", "/api/chains/other-7/status", { token });
    expect(body.reachable).toBe(false);
    expect(body.error).toContain('serves chain "standin-1", not "other-7"');
  });

  it("refuses private RPC addresses unless allowed", async () => {
    const strict = await createTestApp();
    try {
      const own = (await signUpUser(strict, "strict@example.com")).accessToken;
      await call(strict, "POST", "/api/chains", { token: own, body: customChain(chain.url) });
      const { body } = await call(strict, "GET", "/api/chains/standin-1/status", { token: own });
      expect(body.reachable).toBe(false);
      expect(body.error).toContain("private address (127.0.0.1)");
    } finally {
      await strict.close();
    }
  });

  it("keeps custom chains per user and deletes them", async () => {
    const other = (await signUpUser(t, "chains-other@example.com")).accessToken;
    const theirs = await call(t, "GET", "/api/chains", { token: other });
    expect(theirs.body.chains.some((c: { chainId: string }) => c.chainId === "standin-1")).toBe(
      false,
    );
    expect((await call(t, "GET", "/api/chains/standin-1/status", { token: other })).status).toBe(
      404,
    );
    expect((await call(t, "DELETE", "/api/chains/hung-1", { token })).status).toBe(204);
    expect((await call(t, "DELETE", "/api/chains/hung-1", { token })).status).toBe(404);
  });
});
