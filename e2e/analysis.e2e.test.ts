import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningServer, startServer } from "../apps/server/src/start-server.ts";
import { BANK_SOL, standInAnswer } from "../apps/server/test/ai-stand-in-answers.ts";
import { VAULT_SOL } from "../apps/server/test/analysis-helpers.ts";
import { startOpenAiStandIn } from "../packages/analyzer/src/ai/openai-stand-in.ts";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness, WEB_DIST } from "./harness.ts";

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
    await signUpAndSignIn(
      page,
      harness.baseUrl,
      "analysis-e2e@example.com",
      "Conv3rt!ng-Contracts",
    );
    const token = await accessToken(page);
    const id = await page.evaluate(
      async ({ content, token }) => {
        const response = await fetch("/api/contracts", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ fileName: "Vault.sol", content }),
        });
        return (await response.json()).results[0].contract.id as string;
      },
      { content: VAULT_SOL, token },
    );

    await page.goto(`${harness.baseUrl}/analysis/${id}`);
    await page.getByText("No analysis yet").waitFor();
    await page.getByRole("button", { name: "Run analysis" }).click();
    await page.getByText(/Findings \(\d+\)/).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: /Authorisation through tx.origin/ }).click();
    const excerpt = page.getByRole("figure", { name: "Code excerpt: Vault.sol" }).first();
    await expect
      .poll(() => excerpt.locator("[data-highlighted]").first().textContent())
      .toContain("require(tx.origin == owner");
    // Said where AI would appear: the finding's assistant and the hypotheses group.
    const notConfigured = "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY";
    for (const where of ["Finding detail", "Hypotheses (unconfirmed)"]) {
      expect(await page.locator(`[aria-label="${where}"]`).getByText(notConfigured).count()).toBe(
        1,
      );
    }
    expect(
      await page.getByRole("img", { name: "Cyclomatic complexity per function" }).count(),
    ).toBe(1);

    await page.getByRole("button", { name: "Re-run analysis" }).click();
    await page.getByText("What changed").waitFor({ timeout: 60_000 });
    await page.getByText(/Since analysis #1: 0 new, 0 fixed/).waitFor();
    await page.getByRole("tab", { name: "Functions" }).click();
    await page.getByText("Convert the contract to compare its functions with the Rust").waitFor();
    expect(harness.problems).toEqual([]);
    await page.close();
  });
});

/** Signs a new user up in the page and uploads `content`; returns the contract id and a token. */
async function signUpAndUpload(
  page: Page,
  baseUrl: string,
  email: string,
  file: string,
  content: string,
) {
  await signUpAndSignIn(page, baseUrl, email, "Conv3rt!ng-Contracts");
  const token = await accessToken(page);
  return page.evaluate(
    async ({ fileName, content, token }) => {
      const response = await fetch("/api/contracts", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ fileName, content }),
      });
      return { id: (await response.json()).results[0].contract.id as string, token };
    },
    { fileName: file, content, token },
  );
}

describe("analysis page with an AI provider (OpenAI-compatible stand-in)", () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let server: RunningServer;
  let aiHarness: Harness;
  let dataDir: string;
  const shots = process.env.E2E_SCREENSHOTS;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn(standInAnswer);
    dataDir = mkdtempSync(join(tmpdir(), "cp-e2e-ai-data-"));
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
        AI_BASE_URL: standIn.baseUrl,
        AI_MODEL: "stand-in-model",
        AI_API_KEY: "sk-e2e",
      },
    });
    aiHarness = await startHarness({ baseUrl: `http://127.0.0.1:${server.port}` });
  });

  afterAll(async () => {
    await aiHarness?.close();
    await server?.close();
    await standIn?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Conversion, analysis and AI questions in one flow: over a minute on a busy machine.
  it("explains functions side by side and shows hypotheses apart from findings", {
    timeout: 180_000,
  }, async () => {
    const page = await aiHarness.newPage({ width: 1400, height: 900 });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.67" });
    const { id, token } = await signUpAndUpload(
      page,
      aiHarness.baseUrl,
      "analysis-ai-e2e@example.com",
      "Bank.sol",
      BANK_SOL,
    );
    // Convert first, so the analysis covers the crate and the functions can be paired.
    const status = async () =>
      page.evaluate(
        async ({ id, token }) => {
          const response = await fetch(`/api/contracts/${id}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return (await response.json()).contract.status as string;
        },
        { id, token },
      );
    await page.evaluate(
      async ({ id, token }) =>
        fetch(`/api/contracts/${id}/convert`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: "{}",
        }),
      { id, token },
    );
    await expect.poll(status, { timeout: 60_000, interval: 500 }).toBe("converted");

    await page.goto(`${aiHarness.baseUrl}/analysis/${id}`);
    await page.getByRole("button", { name: "Run analysis" }).click();
    await page.getByText(/Findings \(\d+\)/).waitFor({ timeout: 60_000 });

    // Hypotheses: a separate group; the one a detector backs links to its finding.
    const hypotheses = page.locator('[aria-label="Hypotheses (unconfirmed)"]');
    await hypotheses.getByRole("button", { name: "Propose hypotheses with AI" }).click();
    await hypotheses.getByText("Withdrawal can be re-entered").waitFor();
    expect(await hypotheses.getByText("confirmed by reentrancy").count()).toBe(1);
    expect(await hypotheses.getByText("Ownership change emits no event").count()).toBe(1);
    expect(await page.getByRole("button", { name: /Withdrawal can be re-entered/ }).count()).toBe(
      0,
    );
    await hypotheses.getByRole("button", { name: /^Show finding:/ }).click();
    const detail = page.locator('[aria-label="Finding detail"]');
    await expect.poll(() => detail.textContent()).toContain("reentrancy");
    if (shots)
      await page.screenshot({ path: join(shots, "analysis-hypotheses.png"), fullPage: true });

    // Functions: the deterministic pairing, then the assistant's explanation of one pair.
    await page.getByRole("tab", { name: "Functions" }).click();
    await page.getByRole("button", { name: /withdraw\(uint256\)/ }).click();
    const fn = page.locator('[aria-label="Function detail"]');
    await fn.getByText("ExecuteMsg::Withdraw").first().waitFor();
    await fn.getByRole("button", { name: "Explain this function with AI" }).click();
    await fn.getByText("Native transfer runs after the handler").waitFor();
    await fn.getByRole("button", { name: /^src\/contract\.rs:\d+$/ }).click();
    const solidity = fn.getByRole("figure", { name: "Code excerpt: Bank.sol" });
    await expect
      .poll(() => solidity.locator("[data-highlighted]").first().textContent())
      .toContain("function withdraw(uint256 amount)");
    const rustHighlighted = fn.locator(
      'figure[aria-label="Code excerpt: src/contract.rs"] [data-highlighted]',
    );
    await expect.poll(() => rustHighlighted.first().textContent()).toContain("fn execute_withdraw");
    if (shots)
      await page.screenshot({ path: join(shots, "analysis-functions.png"), fullPage: true });
    const prompts = standIn.requests.map((r) => JSON.stringify(r.body.messages));
    expect(prompts.some((p) => p.includes("ExecuteMsg::Withdraw"))).toBe(true);
    expect(aiHarness.problems).toEqual([]);
    await page.close();
  });
});
