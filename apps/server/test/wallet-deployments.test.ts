import type { AuthSession } from "@contract-platform/api";
import {
  createTestWallet,
  type StandInChain,
  startStandInChain,
} from "@contract-platform/chain-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WASM_ARTIFACTS_BUCKET } from "../src/builds/build-deps.ts";
import { signUpUser } from "./auth-helpers.ts";
import { contractWithBuild, deployWithWallet, sha256, tinyWasm } from "./chain-helpers.ts";
import { call } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("wallet deployments", () => {
  let t: TestApp;
  let session: AuthSession;
  let token: string;
  let chain: StandInChain;
  let mainnet: StandInChain;

  beforeAll(async () => {
    t = await createTestApp({ CHAIN_RPC_ALLOW_PRIVATE: "true", CHAIN_RPC_TIMEOUT_MS: "1000" });
    session = await signUpUser(t, "wallet@example.com");
    token = session.accessToken;
    const [{ address }] = await (await createTestWallet("wasm")).getAccounts();
    const now = () => t.clock.now();
    chain = await startStandInChain({ accounts: [{ address, amount: 10n ** 12n }], now });
    mainnet = await startStandInChain({
      chainId: "standin-main-1",
      accounts: [{ address, amount: 10n ** 12n }],
      now,
    });
    for (const [node, network] of [
      [chain, "testnet"],
      [mainnet, "mainnet"],
    ] as const) {
      const added = await call(t, "POST", "/api/chains", {
        token,
        body: {
          chainId: node.chainId,
          name: network === "mainnet" ? "Stand-in main" : "Stand-in test",
          network,
          rpc: node.url,
          denom: "ustake",
          gasPrice: 0.025,
          bech32Prefix: "wasm",
        },
      });
      expect(added.status).toBe(201);
    }
  });
  afterAll(async () => {
    await chain?.close();
    await mainnet?.close();
    await t?.close();
  });

  it("records a testnet deployment only after reading both transactions on the chain", async () => {
    const wasm = tinyWasm("record");
    const { contractId, buildId, checksum } = await contractWithBuild(t, session, "Counter", wasm);
    const deployed = await deployWithWallet(chain, wasm, { label: "Counter v1" });
    const body = {
      buildId,
      chainId: chain.chainId,
      storeTxHash: deployed.storeTxHash,
      instantiateTxHash: deployed.instantiateTxHash,
    };
    const first = await call(t, "POST", "/api/deployments/wallet", { token, body });
    expect(first.status).toBe(201);
    expect(first.body.deployment).toMatchObject({
      contractId,
      contractName: "Counter",
      chainId: chain.chainId,
      chainName: "Stand-in test",
      network: "testnet",
      codeId: deployed.codeId,
      contractAddress: deployed.contractAddress,
      checksum,
      deployer: deployed.address,
      admin: deployed.address,
      label: "Counter v1",
      storeTxHash: deployed.storeTxHash,
      instantiateTxHash: deployed.instantiateTxHash,
    });
    const again = await call(t, "POST", "/api/deployments/wallet", { token, body });
    expect(again.status).toBe(200);
    expect(again.body.deployment.id).toBe(first.body.deployment.id);
    const contract = await call(t, "GET", `/api/contracts/${contractId}`, { token });
    expect(contract.body.contract?.status ?? contract.body.status).toBe("test-deployed");
    const bell = await call(t, "GET", "/api/notifications", { token });
    expect(bell.body.notifications.map((n: { title: string }) => n.title)).toContain(
      "Counter deployed to Stand-in test",
    );
  });

  it("records nothing for an unconfirmed, foreign or unreachable deployment", async () => {
    const wasm = tinyWasm("nothing");
    const { buildId } = await contractWithBuild(t, session, "Nothing", wasm);
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom("deployments")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const deployed = await deployWithWallet(chain, wasm);

    // As if the wallet's signature had been declined: the instantiate never happened.
    const unsent = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: {
        buildId,
        chainId: chain.chainId,
        storeTxHash: deployed.storeTxHash,
        instantiateTxHash: "C".repeat(64),
      },
    });
    expect(unsent.status).toBe(409);
    expect(unsent.body.code).toBe("tx_not_confirmed");

    // Transactions of another artifact than the build's.
    const other = await deployWithWallet(chain, tinyWasm("someone else"));
    const foreign = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: {
        buildId,
        chainId: chain.chainId,
        storeTxHash: other.storeTxHash,
        instantiateTxHash: other.instantiateTxHash,
      },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe("checksum_mismatch");

    // Another user cannot record with this user's build.
    const stranger = await signUpUser(t, "stranger@example.com");
    const theirs = await call(t, "POST", "/api/deployments/wallet", {
      token: stranger.accessToken,
      body: {
        buildId,
        chainId: chain.chainId,
        storeTxHash: deployed.storeTxHash,
        instantiateTxHash: deployed.instantiateTxHash,
      },
    });
    expect(theirs.status).toBe(404);

    // A chain whose RPC port is closed: a clear error within seconds.
    const closed = await startStandInChain({ chainId: "closed-9" });
    const url = closed.url;
    await closed.close();
    await call(t, "POST", "/api/chains", {
      token,
      body: {
        chainId: "closed-9",
        name: "Closed",
        network: "testnet",
        rpc: url,
        denom: "ustake",
        gasPrice: 0.025,
        bech32Prefix: "wasm",
      },
    });
    const started = Date.now();
    const unreachable = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: {
        buildId,
        chainId: "closed-9",
        storeTxHash: deployed.storeTxHash,
        instantiateTxHash: deployed.instantiateTxHash,
      },
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(unreachable.status).toBe(502);
    expect(unreachable.body).toMatchObject({ code: "chain_unreachable" });
    expect(unreachable.body.error).toContain("the connection was refused");
    expect(await count()).toBe(before);
  });

  it("needs the typed chain id for a mainnet, then finalizes the contract", async () => {
    const wasm = tinyWasm("main");
    const { contractId, buildId } = await contractWithBuild(t, session, "Vault", wasm);
    const deployed = await deployWithWallet(mainnet, wasm);
    const body = {
      buildId,
      chainId: mainnet.chainId,
      storeTxHash: deployed.storeTxHash,
      instantiateTxHash: deployed.instantiateTxHash,
    };
    const unconfirmed = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: { ...body, confirmMainnet: "standin-main" },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe("mainnet_confirmation_required");
    const confirmed = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: { ...body, confirmMainnet: mainnet.chainId },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.deployment.network).toBe("mainnet");
    const contract = await call(t, "GET", `/api/contracts/${contractId}`, { token });
    expect(contract.body.contract?.status ?? contract.body.status).toBe("finalized");
  });

  it("verifies on-chain code against the artifact, and warns when they differ", async () => {
    const wasm = tinyWasm("verify");
    const { contractId, buildId, checksum } = await contractWithBuild(t, session, "Token", wasm);
    const deployed = await deployWithWallet(chain, wasm);
    const recorded = await call(t, "POST", "/api/deployments/wallet", {
      token,
      body: {
        buildId,
        chainId: chain.chainId,
        storeTxHash: deployed.storeTxHash,
        instantiateTxHash: deployed.instantiateTxHash,
      },
    });
    const id = recorded.body.deployment.id;
    const verified = await call(t, "POST", `/api/deployments/${id}/verify`, { token });
    expect(verified.status).toBe(200);
    expect(verified.body.deployment.verification).toMatchObject({
      status: "verified",
      chainId: chain.chainId,
      codeId: deployed.codeId,
      onChainChecksum: checksum,
      artifactChecksum: checksum,
      checkedAt: t.clock.now().toISOString(),
    });
    const contract = await call(t, "GET", `/api/contracts/${contractId}`, { token });
    expect(contract.body.contract?.status ?? contract.body.status).toBe("verified");

    // The stored artifact no longer matches what is on chain.
    const tampered = tinyWasm("tampered");
    await t.deps.storage.put(WASM_ARTIFACTS_BUCKET, `${checksum}.wasm`, tampered);
    const mismatch = await call(t, "POST", `/api/deployments/${id}/verify`, { token });
    expect(mismatch.body.deployment.verification).toMatchObject({
      status: "mismatch",
      onChainChecksum: checksum,
      artifactChecksum: sha256(tampered),
    });
    expect(mismatch.body.deployment.verification.message).toContain("is not the build artifact");
    const bell = await call(t, "GET", "/api/notifications", { token });
    expect(
      bell.body.notifications.find(
        (n: { title: string }) => n.title === "Token: on-chain code differs from the build",
      ),
    ).toMatchObject({ severity: "critical" });
    await t.deps.storage.put(WASM_ARTIFACTS_BUCKET, `${checksum}.wasm`, wasm);

    // Another user's deployment is not theirs to verify.
    const stranger = await signUpUser(t, "verify-stranger@example.com");
    expect(
      (await call(t, "POST", `/api/deployments/${id}/verify`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);

    // An unreachable chain: an error to retry, nothing stored.
    chain.setAvailability("unavailable");
    const down = await call(t, "POST", `/api/deployments/${id}/verify`, { token });
    chain.setAvailability("up");
    expect(down.status).toBe(502);
    expect(down.body.error).toContain("answered HTTP 503");
  });
});
