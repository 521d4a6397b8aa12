import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WASM_ARTIFACTS_BUCKET } from "../apps/server/src/builds/build-deps.ts";
import { type RunningServer, startServer } from "../apps/server/src/start-server.ts";
import {
  connectTestClient,
  createTestWallet,
  type StandInChain,
  startStandInChain,
} from "../packages/chain-stand-in/src/index.ts";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness, WEB_DIST } from "./harness.ts";

// The smallest valid wasm module with a custom section, standing in for a built contract.
const wasm = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 0, 5, 4, ...Buffer.from("e2e!")]);
const checksum = createHash("sha256").update(wasm).digest("hex");

let server: RunningServer;
let harness: Harness;
let chain: StandInChain;
let wallet: Awaited<ReturnType<typeof createTestWallet>>;
let walletAddress: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cp-e2e-wallet-"));
  wallet = await createTestWallet("wasm");
  [{ address: walletAddress }] = await wallet.getAccounts();
  chain = await startStandInChain({ accounts: [{ address: walletAddress, amount: 10n ** 12n }] });
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    webDist: WEB_DIST,
    logLevel: "warn",
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      TRUST_PROXY: "true",
      CHAIN_RPC_ALLOW_PRIVATE: "true",
      CHAIN_RPC_TIMEOUT_MS: "2000",
    },
  });
  harness = await startHarness({ baseUrl: `http://127.0.0.1:${server.port}` });
});

afterAll(async () => {
  await harness?.close();
  await server?.close();
  await chain?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A Keplr stand-in in the page: `window.keplr` as the extension injects it, whose signer hands
 * each SignDoc to the test wallet in Node (real CosmJS secp256k1 signing) — the page never holds
 * a key. It does not know the chain until it is suggested; `window.__rejectNextSignature` makes
 * it decline once, as a user closing the popup would.
 */
async function injectKeplr(page: Page) {
  const [account] = await wallet.getAccounts();
  await page.exposeFunction(
    "__testWalletSign",
    async (doc: {
      bodyBytes: string;
      authInfoBytes: string;
      chainId: string;
      accountNumber: string;
    }) => {
      const { signature } = await wallet.signDirect(walletAddress, {
        bodyBytes: new Uint8Array(Buffer.from(doc.bodyBytes, "base64")),
        authInfoBytes: new Uint8Array(Buffer.from(doc.authInfoBytes, "base64")),
        chainId: doc.chainId,
        accountNumber: BigInt(doc.accountNumber),
      });
      return signature;
    },
  );
  await page.addInitScript(
    ({ address, pubkey }) => {
      const known = new Set<string>();
      const w = window as unknown as Record<string, unknown>;
      const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      w.__suggestedChains = [];
      w.keplr = {
        async enable(chainId: string) {
          if (!known.has(chainId)) throw new Error(`There is no chain info for ${chainId}`);
        },
        async experimentalSuggestChain(info: { chainId: string }) {
          (w.__suggestedChains as unknown[]).push(info);
          known.add(info.chainId);
        },
        async getKey() {
          return { name: "test", bech32Address: address };
        },
        getOfflineSigner() {
          return {
            async getAccounts() {
              return [
                {
                  address,
                  algo: "secp256k1",
                  pubkey: Uint8Array.from(atob(pubkey), (c) => c.charCodeAt(0)),
                },
              ];
            },
            async signDirect(
              _signer: string,
              doc: {
                bodyBytes: Uint8Array;
                authInfoBytes: Uint8Array;
                chainId: string;
                accountNumber: bigint;
              },
            ) {
              if (w.__rejectNextSignature) {
                w.__rejectNextSignature = false;
                throw new Error("Request rejected");
              }
              const sign = w.__testWalletSign as (doc: unknown) => Promise<unknown>;
              const signature = await sign({
                bodyBytes: b64(doc.bodyBytes),
                authInfoBytes: b64(doc.authInfoBytes),
                chainId: doc.chainId,
                accountNumber: String(doc.accountNumber),
              });
              return { signed: doc, signature };
            },
          };
        },
      };
    },
    { address: walletAddress, pubkey: Buffer.from(account.pubkey).toString("base64") },
  );
}

describe("deploying through the user's wallet", () => {
  it("stores, instantiates, records, verifies and monitors a contract on a chain", async () => {
    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.150" });
    await injectKeplr(page);
    await signUpAndSignIn(page, harness.baseUrl, "wallet-e2e@example.com", "Conv3rt!ng-Contracts");
    const token = await accessToken(page);
    const contractId = await page.evaluate(async (token) => {
      const response = await fetch("/api/contracts", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          fileName: "counter.rs",
          content:
            "use cosmwasm_std::Response;\n\npub fn counter() -> Response {\n    Response::new()\n}\n",
        }),
      });
      return (await response.json()).results[0].contract.id as string;
    }, token);
    // A successful build of the contract (the build pipeline itself is tested elsewhere).
    const { db, storage } = server.deps;
    const user = await db
      .selectFrom("contracts")
      .select("user_id")
      .where("id", "=", contractId)
      .executeTakeFirstOrThrow();
    await storage.put(WASM_ARTIFACTS_BUCKET, `${checksum}.wasm`, wasm);
    await db
      .insertInto("builds")
      .values({
        contract_id: contractId,
        user_id: user.user_id,
        contract_version: 1,
        status: "succeeded",
        input_hash: checksum,
        artifacts: JSON.stringify([
          {
            packageName: "counter",
            fileName: "counter.wasm",
            sha256: checksum,
            sizeBytes: wasm.length,
            unoptimizedSizeBytes: wasm.length,
            validation: {
              ok: true,
              sizeBytes: wasm.length,
              maxSizeBytes: 819200,
              exports: [],
              imports: [],
              entryPoints: [],
              requiredCapabilities: [],
              functionCount: 0,
              problems: [],
              checked: [],
            },
          },
        ]),
        checksum,
        size_bytes: wasm.length,
        diagnostics: "[]",
        violations: "[]",
      })
      .execute();

    await page.goto(`${harness.baseUrl}/deployment/${contractId}`);
    await page.getByRole("tab", { name: "Real chain (wallet)" }).click();
    await page.getByText("Deploy with your wallet").waitFor();
    await page.getByTestId("contract-subject").getByText("counter").waitFor();

    // A custom chain: the stand-in on 127.0.0.1.
    await page.getByRole("button", { name: /Custom chain/ }).click();
    const form = page.getByRole("form", { name: "Add a custom chain" });
    await form.getByLabel("Name").fill("Stand-in devnet");
    await form.getByLabel("Chain id").fill(chain.chainId);
    await form.getByLabel("RPC endpoint").fill("ftp://nope");
    await form.getByRole("button", { name: "Add chain" }).click();
    await form.getByText(/must use https/).waitFor();
    await form.getByLabel("RPC endpoint").fill(chain.url);
    await form.getByLabel("Fee denom").fill("ustake");
    await form.getByLabel("Gas price").fill("0.025");
    await form.getByLabel("Address prefix").fill("wasm");
    await form.getByRole("button", { name: "Add chain" }).click();
    await page.getByText(/Reachable · block/).waitFor();

    await page.getByRole("button", { name: "Connect Keplr" }).click();
    await page.getByText(walletAddress).first().waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { __suggestedChains: unknown[] }).__suggestedChains.length,
      ),
    ).toBe(1);

    await page.getByLabel("Instantiate message (JSON)").fill('{"count": 1}');
    await page.getByRole("button", { name: "Estimate gas" }).click();
    await page.getByText("Estimated gas").waitFor();
    await page.getByRole("button", { name: "Sign & store code" }).click();
    await page.getByText(/Code stored as/).waitFor({ timeout: 30_000 });

    // The user declines the instantiate in the wallet: nothing is recorded, the code id is kept.
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__rejectNextSignature = true;
    });
    await page.getByRole("button", { name: "Sign & instantiate" }).click();
    await page.getByText(/You rejected the signature in your wallet/).waitFor();
    const none = await db.selectFrom("deployments").select("id").execute();
    expect(none).toHaveLength(0);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Sign & instantiate" }).click();
    await page.getByText("Deployed to Stand-in devnet").waitFor({ timeout: 30_000 });
    const deployments = await db.selectFrom("deployments").selectAll().execute();
    expect(deployments).toHaveLength(1);
    expect(deployments[0]).toMatchObject({
      checksum,
      deployer_address: walletAddress,
      network: "testnet",
    });
    await page.getByText("test-deployed").first().waitFor();

    // Verification on chain.
    await page.getByRole("button", { name: "Verify on chain" }).click();
    await page.getByText("Verified: the code on chain is the build artifact").waitFor();
    expect(await page.getByText(checksum).count()).toBeGreaterThanOrEqual(2);

    // Activity on chain, one call failing, then monitoring.
    const { client } = await connectTestClient(chain.url);
    const fee = { amount: [{ denom: "ustake", amount: "10000" }], gas: "400000" };
    const address = deployments[0].contract_address;
    await client.execute(walletAddress, address, { increment: {} }, fee);
    await client.execute(walletAddress, address, { increment: {} }, fee);
    await client.signAndBroadcast(
      walletAddress,
      [
        {
          typeUrl: "/cosmwasm.wasm.v1.MsgExecuteContract",
          value: { sender: walletAddress, contract: address, msg: Buffer.from("{}"), funds: [] },
        },
      ],
      fee,
    );
    client.disconnect();

    await page.getByRole("link", { name: "Monitoring", exact: true }).click();
    await page.getByRole("heading", { name: "Production Monitoring" }).waitFor();
    await page.getByRole("button", { name: "Poll now" }).click();
    await page.getByText("failed · code 5").waitFor({ timeout: 20_000 });
    expect(
      await page.getByRole("img", { name: "Transactions per hour, last 24 hours" }).count(),
    ).toBe(1);
    await page.getByRole("cell", { name: "increment" }).first().waitFor();

    // 1 of 4 transactions failed: the default rule (over 20%) fires into the bell.
    const bell = page.getByRole("button", { name: /Notifications \(\d+ unread\)/ });
    await bell.waitFor({ timeout: 20_000 });
    await bell.click();
    await page.getByText(/counter on Stand-in devnet: 25% of transactions failed/).waitFor();
    await page.getByRole("button", { name: "Mark all read" }).click();
    await page.getByRole("button", { name: "Mark all read", disabled: true }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    expect(harness.problems.filter((problem) => !problem.includes("favicon"))).toEqual([]);
  });
});
