import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { VAULT_SOL } from "../apps/server/test/analysis-helpers.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

describe("analysis page", () => {
  it("runs an analysis of an uploaded contract, shows findings with code and what changed", async () => {
    const page = await harness.newPage({ width: 1400, height: 900 });
    // A client address of its own, so sign-up limits of other tests do not apply.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.66" });
    await page.goto(`${harness.baseUrl}/auth`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill("analysis-e2e@example.com");
    await page.getByLabel("Password").fill("Conv3rt!ng-contracts");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Your conversions").waitFor();
    const id = await page.evaluate(async (content) => {
      const raw = localStorage.getItem("contract-platform.session") ?? "{}";
      const token = JSON.parse(raw).accessToken;
      const response = await fetch("/api/contracts", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ fileName: "Vault.sol", content }),
      });
      return (await response.json()).results[0].contract.id as string;
    }, VAULT_SOL);

    await page.goto(`${harness.baseUrl}/analysis/${id}`);
    await page.getByText("No analysis yet").waitFor();
    await page.getByRole("button", { name: "Run analysis" }).click();
    await page.getByText(/Findings \(\d+\)/).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: /Authorisation through tx.origin/ }).click();
    const excerpt = page.getByRole("figure", { name: "Code excerpt: Vault.sol" }).first();
    await expect
      .poll(() => excerpt.locator("[data-highlighted]").first().textContent())
      .toContain("require(tx.origin == owner");
    expect(
      await page
        .getByText("AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY")
        .count(),
    ).toBe(1);
    expect(
      await page.getByRole("img", { name: "Cyclomatic complexity per function" }).count(),
    ).toBe(1);

    await page.getByRole("button", { name: "Re-run analysis" }).click();
    await page.getByText("What changed").waitFor({ timeout: 60_000 });
    await page.getByText(/Since analysis #1: 0 new, 0 fixed/).waitFor();
    expect(harness.problems).toEqual([]);
    await page.close();
  });
});
