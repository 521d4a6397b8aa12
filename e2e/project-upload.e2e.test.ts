import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { projectFiles } from "../apps/server/test/contract-projects-fixture.ts";
import { COUNTER_SOL } from "../apps/server/test/contracts-helpers.ts";
import { signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

/** Set SCREENSHOT_DIR to keep screenshots of the project upload for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** A zipped Hardhat-style project folder with a second contract, so the main file is asked for. */
function projectZip(): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries({
    ...projectFiles(),
    "my-vault/contracts/Other.sol": COUNTER_SOL,
  }))
    entries[path] = strToU8(content);
  return Buffer.from(zipSync(entries));
}

describe("project upload in Chromium", () => {
  it("uploads a zipped project, picks the main file, converts it across imports and analyses it", {
    timeout: 180_000,
  }, async () => {
    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.131" });
    await signUpAndSignIn(page, harness.baseUrl, "project-e2e@example.com", "Conv3rt!ng-Contracts");

    await page.goto(`${harness.baseUrl}/upload`);
    await page.getByText("Project with imports").waitFor();
    await page
      .getByLabel("Choose project files or a zip")
      .setInputFiles({ name: "my-vault.zip", mimeType: "application/zip", buffer: projectZip() });
    await page.getByRole("region", { name: "Chosen project" }).getByText("my-vault.zip").waitFor();
    await page.getByRole("button", { name: "Upload project" }).click();

    // Two files could be the contract: the server lists them and the page asks.
    await page
      .getByRole("alert")
      .getByText("Several files could be the contract: choose the main file, then upload again.")
      .waitFor();
    const main = page.getByLabel("Main contract file");
    expect(await main.locator("option").allTextContents()).toEqual([
      "Detect automatically",
      "contracts/Other.sol",
      "contracts/Vault.sol",
    ]);
    await main.selectOption("contracts/Vault.sol");
    await shot(page, "project-upload-main-file");
    await page.getByRole("button", { name: "Upload project" }).click();

    await page.waitForURL(/\/workflow\/[^/]+$/);
    await page.getByText("4 files kept for contracts/Vault.sol; 4 left out.").waitFor();
    const contractId = page.url().split("/").at(-1) as string;
    await page.getByText(/project of 4 files, main file contracts\/Vault\.sol/).waitFor();

    await page.getByRole("list", { name: "Pipeline" }).waitFor();
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await page.getByText("Conversion complete").waitFor({ timeout: 60_000 });
    expect(await page.locator("[data-state=failed]").count()).toBe(0);
    await shot(page, "project-workflow-converted");

    // The crate holds what the imported base contracts declare.
    await page.goto(`${harness.baseUrl}/comparison/${contractId}`);
    const tree = page.getByRole("navigation", { name: "Crate files" });
    await tree.getByText("state.rs").click();
    await page
      .getByRole("region", { name: "Generated Rust" })
      .locator(".cm-line", { hasText: "OWNER" })
      .first()
      .waitFor();

    await page.goto(`${harness.baseUrl}/analysis/${contractId}`);
    await page.getByRole("button", { name: "Run analysis" }).click();
    await page.getByText(/Findings \(\d+\)/).waitFor({ timeout: 60_000 });
    // Findings name the project file they are in, imported files included.
    await page
      .getByText(/contracts\/Guard\.sol:8/)
      .first()
      .waitFor();
    await page
      .getByText(/contracts\/Vault\.sol:18/)
      .first()
      .waitFor();
    await page
      .getByText(/contracts\/Guard\.sol:8/)
      .first()
      .click();
    const excerpt = page.getByRole("figure", { name: "Code excerpt: contracts/Guard.sol" }).first();
    await expect
      .poll(() => excerpt.locator("[data-highlighted]").first().textContent())
      .toContain("admin = next;");
    await shot(page, "project-analysis");
    expect(harness.problems).toEqual([]);
    await page.close();
  });
});
