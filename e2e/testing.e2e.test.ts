import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  FIXTURE_TOKEN_SCENARIO,
  FIXTURE_TOKEN_SOL,
  fixtureTokenCrate,
} from "../apps/server/test/fixture-token-crate.ts";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

const PASSWORD = "Conv3rt!ng-contracts";
/** Set SCREENSHOT_DIR to keep screenshots of the testing screens for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Saves crate files as a new version, as the code review's "Save as new version" does. */
async function saveVersion(page: Page, contractId: string, divergent: boolean) {
  const token = await accessToken(page);
  const response = await fetch(`${harness.baseUrl}/api/contracts/${contractId}/versions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      files: fixtureTokenCrate(divergent),
      note: divergent ? "mint records the time + 1" : "dependency-free Rust",
    }),
  });
  expect(response.status).toBe(201);
}

describe("testing a conversion in Chromium", () => {
  it("uploads, converts, writes, records and generates scenarios, runs both sides, sees equal steps, a divergence and the status", {
    timeout: 420_000,
  }, async () => {
    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.131" });
    await signUpAndSignIn(page, harness.baseUrl, `testing-${Date.now()}@example.com`, PASSWORD);

    // Upload the Solidity and convert it, as a new user does.
    const dir = mkdtempSync(join(tmpdir(), "cp-e2e-testing-"));
    writeFileSync(join(dir, "FixtureToken.sol"), FIXTURE_TOKEN_SOL);
    writeFileSync(join(dir, "FixtureToken.scenario.json"), FIXTURE_TOKEN_SCENARIO);
    await page.goto(`${harness.baseUrl}/upload`);
    await page.getByLabel("Choose contract files").setInputFiles(join(dir, "FixtureToken.sol"));
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/workflow\/[^/]+$/);
    const contractId = page.url().split("/").at(-1) as string;
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await page.getByText("Conversion complete").waitFor({ timeout: 60_000 });
    // CI has no crates registry: the Rust is replaced by the dependency-free hand-written crate.
    await saveVersion(page, contractId, false);

    await page.goto(`${harness.baseUrl}/testing/${contractId}`);
    await page.getByRole("heading", { name: "Testing Workflow" }).waitFor();
    await page.getByTestId("contract-subject").getByText("FixtureToken").waitFor();

    // A starter scenario generated from the ABI, recorded on the EVM.
    await page.getByRole("button", { name: "Generate starter" }).click();
    const starter = page.getByRole("listitem", { name: "Scenario FixtureToken starter" });
    await starter.getByText("expectations from the EVM").waitFor({ timeout: 60_000 });

    // The scenario file sol2cosmwasm reads, imported.
    await page
      .getByLabel("Scenario files to import")
      .setInputFiles(join(dir, "FixtureToken.scenario.json"));
    await page.getByRole("listitem", { name: "Scenario FixtureToken" }).waitFor();

    // One written in the editor generated from the ABI, then recorded on the EVM.
    await page.getByRole("button", { name: "New scenario" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Transfers");
    await page.getByLabel("_name").fill("Token");
    await page.getByLabel("initialSupply").fill("500");
    await page.getByRole("button", { name: "Add call" }).click();
    const step = page.getByRole("listitem", { name: /^Step 1:/ });
    await step.getByLabel(/^Function/).selectOption("transfer(address,uint128)");
    await step.getByRole("button", { name: "Pick an address for to" }).click();
    await page.getByRole("menuitem", { name: "@bob" }).click();
    await step.getByLabel(/^amount/).fill("-5");
    await step.getByText("-5 is out of range for uint128").waitFor();
    await step.getByLabel(/^amount/).fill("120");
    await page.getByText("Matches FixtureToken's interface.").waitFor();
    await shot(page, "testing-editor-light-1280");
    await page.getByRole("button", { name: "Record on the EVM & save" }).click();
    const written = page.getByRole("listitem", { name: "Scenario Transfers" });
    await written.getByText("expectations from the EVM").waitFor({ timeout: 60_000 });
    await shot(page, "testing-scenarios-light-1280");

    // Run every scenario on both sides: the version is built to wasm first.
    await page.getByRole("button", { name: "Run all" }).click();
    await page.getByRole("tab", { name: /Runs/, selected: true }).waitFor();
    const runPanel = page.getByRole("region", { name: /^Run \d+$/ });
    await runPanel.getByText("equal", { exact: true }).first().waitFor({ timeout: 180_000 });
    await runPanel.getByText("wasm engine").waitFor();
    // Steps appear scenario by scenario while the run goes on.
    await expect
      .poll(() => runPanel.getByRole("listitem", { name: /: equal$/ }).count(), {
        timeout: 120_000,
      })
      .toBeGreaterThan(20);
    expect(await runPanel.getByText("differs", { exact: true }).count()).toBe(0);
    const mint = runPanel.getByRole("listitem", { name: "#4 alice mint(address,uint128): equal" });
    await mint.getByRole("link", { name: /in the Solidity at line/ }).waitFor();
    await shot(page, "testing-run-equal-light-1280");

    // All gates of 'tested' are green: the workflow says so.
    await page.goto(`${harness.baseUrl}/workflow/${contractId}`);
    await page.getByTestId("contract-subject").getByText("tested").waitFor({ timeout: 30_000 });
    await page.getByText("tested; deployment-ready is held back").waitFor();

    // The deliberately different twin, saved as a new version, is tested by itself.
    await saveVersion(page, contractId, true);
    await page.goto(`${harness.baseUrl}/testing/${contractId}`);
    await page.getByRole("tab", { name: /Runs/ }).click();
    const latest = page.getByRole("region", { name: /^Run \d+$/ });
    await latest.getByText("automatic").waitFor({ timeout: 30_000 });
    await latest.getByText("diverges").waitFor({ timeout: 240_000 });
    const differing = latest.getByRole("listitem", { name: "#5 bob lastMint(): differs" }).first();
    await differing
      .getByText('First difference: returns[0]: EVM "1700000060", CosmWasm "1700000061"')
      .waitFor();
    await latest.getByRole("region", { name: "Divergences" }).waitFor();
    await shot(page, "testing-run-divergence-light-1280");

    // The divergence holds the contract back, with the reason in the workflow.
    await page.goto(`${harness.baseUrl}/workflow/${contractId}`);
    await page.getByText("not tested yet: held back").waitFor({ timeout: 30_000 });
    await page.getByText(/^Scenarios: \d+ of \d+ steps differ in run #\d+$/).waitFor();
    expect(harness.problems).toEqual([]);
  });
});
