import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

const PASSWORD = "Depl0y!ng-Contracts";
const FIXTURE = join(
  import.meta.dirname,
  "..",
  "packages",
  "cosmwasm-vm",
  "fixtures",
  "fixture-token",
);
/** Set SCREENSHOT_DIR to keep screenshots of the deployment screens for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await accessToken(page);
  const response = await fetch(`${harness.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "x-forwarded-for": "198.51.100.77",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely and asserts on them
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe("build and deploy in Chromium", () => {
  it("builds an edited crate, deploys it on the local chain, executes, queries and shows the history", {
    timeout: 300_000,
  }, async () => {
    const page = await harness.newPage({ width: 1440, height: 1000 });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.77" });
    await signUpAndSignIn(page, harness.baseUrl, "deployer@example.com", PASSWORD);

    // Upload and convert the Solidity, then save the project's dependency-free crate as the next
    // version, as a user who rewrote the Rust by hand would (CI has no crates registry).
    const uploaded = await api(page, "POST", "/api/contracts", {
      fileName: "FixtureToken.sol",
      content: readFileSync(join(FIXTURE, "FixtureToken.sol"), "utf8"),
    });
    const contractId: string = uploaded.body.results[0].contract.id;
    await api(page, "POST", `/api/contracts/${contractId}/convert`);
    for (let i = 0; i < 240; i++) {
      const now = await api(page, "GET", `/api/contracts/${contractId}`);
      if (now.body.contract.status === "converted") break;
      await page.waitForTimeout(500);
    }
    const saved = await api(page, "POST", `/api/contracts/${contractId}/versions`, {
      note: "dependency-free crate",
      files: [
        {
          path: "Cargo.toml",
          content:
            '[package]\nname = "fixture-token"\nversion = "0.1.0"\nedition = "2021"\n\n[lib]\ncrate-type = ["cdylib", "rlib"]\n\n[profile.release]\nopt-level = "z"\nlto = true\npanic = "abort"\n',
        },
        { path: "src/lib.rs", content: readFileSync(join(FIXTURE, "contract.rs"), "utf8") },
        {
          path: "conversion.json",
          content: readFileSync(join(FIXTURE, "conversion.json"), "utf8"),
        },
      ],
    });
    expect(saved.status).toBe(201);

    await page.goto(`${harness.baseUrl}/deployment/${contractId}`);
    await page.getByRole("heading", { name: "Deployment" }).waitFor();
    await expect.poll(() => page.getByText("FixtureToken").first().isVisible()).toBe(true);
    // The testing automation may already be building the new version: the button reads "Build
    // again" then, and is enabled once that build ends (an identical build is reused).
    await page
      .getByRole("button", { name: /^(Build current version|Build again)$/ })
      .click({ timeout: 180_000 });
    const status = page.getByTestId("build-status");
    await status.getByText("version 2").waitFor({ timeout: 180_000 });
    await status.getByText("Built", { exact: true }).waitFor({ timeout: 180_000 });
    await page.getByText("Passes the checks a CosmWasm 2.x chain makes on upload").waitFor();
    const checksum = await page.getByTestId("build-checksum").textContent();
    expect(checksum).toMatch(/^[0-9a-f]{64}$/);
    await shot(page, "deployment-built");

    // Instantiate with the form generated from the InstantiateMsg.
    await page.getByLabel("name").fill("Fixture");
    await page.getByLabel("initial_supply").fill("1000");
    await page.getByRole("button", { name: "Deploy to local chain" }).click();
    const address = page.getByTestId("deployment-address");
    await address.waitFor({ timeout: 60_000 });
    expect(await address.textContent()).toMatch(/^cosmwasm1/);
    const contract = await api(page, "GET", `/api/contracts/${contractId}`);
    expect(contract.body.contract.status).toBe("test-deployed");
    // The page's status badge follows without a reload.
    await page
      .getByTestId("contract-subject")
      .getByText("test-deployed")
      .waitFor({ timeout: 5_000 });

    // Execute a transfer to alice from the deployer, then query alice's balance.
    const chain = await api(page, "GET", "/api/local-chain");
    const alice = chain.body.chain.accounts.find(
      (a: { name: string }) => a.name === "alice",
    ).address;
    await page.getByLabel("Execute message").selectOption("transfer");
    const execute = page.getByRole("region", { name: "Execute" });
    await execute.getByLabel("to").fill(alice);
    await execute.getByLabel("amount").fill("100");
    await execute.getByRole("button", { name: "Execute" }).click();
    await page.getByTestId("execute-result").getByText("ok").waitFor();

    await page.getByLabel("Query message").selectOption("balance_of");
    const query = page.getByRole("region", { name: "Query" });
    await query.getByLabel("arg0").fill(alice);
    await query.getByRole("button", { name: "Query" }).click();
    await expect.poll(() => page.getByTestId("query-result").textContent()).toBe('"100"');

    // A transfer beyond the balance fails with the contract's error and stays in the history.
    await execute.getByLabel("amount").fill("999999");
    await execute.getByRole("button", { name: "Execute" }).click();
    await page
      .getByTestId("execute-result")
      .getByText(/InsufficientBalance/)
      .waitFor();
    const history = page.getByTestId("tx-list");
    await expect.poll(() => history.locator(":scope > li").count()).toBe(4);
    await history.locator(":scope > li").first().locator("summary").click();
    await shot(page, "deployment-local-chain");

    // On a phone the page keeps to the screen: long errors, addresses and messages wrap, and
    // the build card's text keeps a readable width (its buttons go below it).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    const buildText = await page.getByTestId("build-header-text").boundingBox();
    expect(buildText?.width).toBeGreaterThan(250);
    await shot(page, "deployment-local-chain-390");
    await page.setViewportSize({ width: 1440, height: 1000 });

    // The Platform tab lists the toolchain and the build by contract name.
    await page.goto(`${harness.baseUrl}/dashboard`);
    await page.getByRole("button", { name: "Platform" }).first().click();
    await page.getByText("Rust toolchain").waitFor();
    await page
      .getByTestId("toolchain-summary")
      .getByText("wasm builds available")
      .waitFor({ timeout: 120_000 });
    // The user's build of version 2 (beside the automatic builds the testing automation starts).
    await page
      .getByTestId("builds-table")
      .getByRole("row", { name: /^FixtureToken 2 Built/ })
      .first()
      .waitFor();
    // Chains the server cannot reach (none is, offline) line up: names in one column, the
    // reason beside them and every Retry button at the same right edge.
    await page.setViewportSize({ width: 1280, height: 800 });
    const chains = page.getByTestId("platform-chain");
    await expect
      .poll(() => chains.getByText("Checking the chain…").count(), { timeout: 30_000 })
      .toBe(0);
    const retryRights = await chains
      .getByRole("button", { name: "Retry" })
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().right)));
    expect(retryRights.length).toBeGreaterThan(1);
    expect(new Set(retryRights).size).toBe(1);
    // On a phone, long RPC addresses in the reasons wrap instead of widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, "platform-tab");
    expect(harness.problems).toEqual([]);
  });
});
