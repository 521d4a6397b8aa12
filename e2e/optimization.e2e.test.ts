import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { VAULT_SOL } from "../apps/server/test/analysis-helpers.ts";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;
let page: Page;

const ESCROW_SOL = readFileSync(
  join(import.meta.dirname, "..", "packages", "converter", "examples", "escrow", "Escrow.sol"),
  "utf8",
);
/** Set SCREENSHOT_DIR to keep screenshots of these screens for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** A call to the API with the signed-in browser's own token. */
async function api<T = Record<string, unknown>>(method: string, path: string): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ method, path, token }) => {
      const response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
      return response.json();
    },
    { method, path, token },
  );
}

async function uploadContract(fileName: string, content: string): Promise<string> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ fileName, content, token }) => {
      const response = await fetch("/api/contracts", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ fileName, content }),
      });
      return (await response.json()).results[0].contract.id as string;
    },
    { fileName, content, token },
  );
}

type Hint = { contractId: string; side: string; impactScore: number; title: string };

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
  page = await harness.newPage({ width: 1280, height: 900 });
  // A client address of its own, so sign-up limits of other tests do not apply.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.77" });
  await signUpAndSignIn(
    page,
    harness.baseUrl,
    `optimization-${Date.now()}@example.com`,
    "Conv3rt!ng-Contracts",
  );
});

afterAll(async () => {
  await harness?.close();
});

describe("optimisation dashboard and the dashboard's analysis tabs", () => {
  let vaultId: string;
  let escrowId: string;

  it("shows the empty state before anything is analysed and leads to the dashboard", async () => {
    await page.goto(`${harness.baseUrl}/optimization-dashboard`);
    await page.getByText("No analysed contracts yet").waitFor();
    await shot("optimization-empty-light-1280");
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("navigation", { name: "Dashboard sections" }).waitFor();
  });

  it("selects a converted contract in Advanced Features, analyses it and carries it on", {
    timeout: 180_000,
  }, async () => {
    vaultId = await uploadContract("Vault.sol", VAULT_SOL);
    escrowId = await uploadContract("Escrow.sol", ESCROW_SOL);
    await api("POST", `/api/contracts/${escrowId}/convert`);
    await expect
      .poll(
        async () =>
          (await api<{ contract: { status: string } }>("GET", `/api/contracts/${escrowId}`))
            .contract.status,
        { timeout: 90_000, interval: 500 },
      )
      .toBe("converted");

    await page.goto(`${harness.baseUrl}/dashboard`);
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    await nav.getByRole("button", { name: "Advanced Features" }).click();
    await page.getByText("Select a converted contract to access advanced AI features").waitFor();
    const picker = page.getByLabel("Contract", { exact: true });
    await picker.locator("option", { hasText: "Escrow" }).waitFor({ state: "attached" });
    // Only converted contracts are offered: Vault was uploaded but never converted.
    expect(await picker.locator("option").allTextContents()).toEqual([
      "Choose a contract",
      "Escrow — Escrow.sol (converted)",
    ]);
    await picker.selectOption(escrowId);
    await page.getByText("This contract has not been analysed yet.").waitFor();
    expect(
      await page.getByText("Select a converted contract to access advanced AI features").count(),
    ).toBe(0);
    // The spec gives this tab no address: choosing a contract leaves it as it was.
    expect(new URL(page.url()).search).toBe("");

    await page.getByRole("button", { name: "Run analysis" }).click();
    await page.getByText(/^Version 1, /).waitFor({ timeout: 90_000 });
    await page.getByRole("list", { name: "Findings by severity" }).waitFor();
    await page.getByText("CosmWasm lines of code").waitFor();
    await shot("advanced-features-light-1280");

    await page.getByRole("button", { name: "Complete AI analysis" }).click();
    await page.getByRole("heading", { name: "Complete AI Analysis", level: 2 }).waitFor();
    await page.getByText(/^Version 1, /).waitFor();
    expect(await picker.inputValue()).toBe(escrowId);
    // Each Solidity function next to its Rust handler, paired from the conversion report.
    const functions = page.getByRole("list", { name: "Functions" });
    await functions
      .getByRole("button", { name: /deposit/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await shot("complete-analysis-light-1280");

    // Code review from here sets the spec's address; reload and back/forward follow it.
    await page.getByRole("button", { name: "Code review" }).click();
    await page.waitForURL(`**/dashboard?contract=${escrowId}&view=results`);
    const rust = page.getByRole("region", { name: "Generated Rust" });
    await rust.waitFor();
    await page.reload();
    await rust.waitFor();
    await page.goBack();
    await page.waitForURL("**/dashboard");
    await page.getByText("Drop contract files here or click to choose").waitFor();
    expect(await rust.count()).toBe(0);
    await page.goForward();
    await page.waitForURL(`**/dashboard?contract=${escrowId}&view=results`);
    await rust.waitFor();

    // Sidebar switching clears the selection (spec §2), so Advanced Features asks again.
    await nav.getByRole("button", { name: "Advanced Features" }).click();
    await page.getByText("Select a converted contract to access advanced AI features").waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(harness.problems).toEqual([]);
  });

  it("ranks hints across the user's contracts by impact, filters them and opens a contract", {
    timeout: 120_000,
  }, async () => {
    await api("POST", `/api/contracts/${vaultId}/analysis`);
    await expect
      .poll(
        async () =>
          (
            await api<{ job: { status: string } | null }>(
              "GET",
              `/api/contracts/${vaultId}/analysis`,
            )
          ).job?.status,
        { timeout: 90_000, interval: 500 },
      )
      .toBe("succeeded");
    const expected = await api<{ hints: Hint[] }>("GET", "/api/optimization-hints");
    const sides = new Set(expected.hints.map((h) => h.side));
    expect(sides).toEqual(new Set(["solidity", "cosmwasm"]));

    // Reached from Advanced Features.
    await page.getByRole("link", { name: "Optimization dashboard" }).click();
    await page.waitForURL("**/optimization-dashboard");
    const rows = page.getByTestId("optimization-hint");
    await page.getByText(`Hints ranked by impact (${expected.hints.length})`).waitFor();
    await shot("optimization-light-1280");

    const scores = (await rows.locator("text=/^Impact \\d+$/").allTextContents()).map((text) =>
      Number(text.replace("Impact ", "")),
    );
    expect(scores).toEqual(expected.hints.map((h) => h.impactScore));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.length).toBeGreaterThan(1);
    const texts = await rows.allTextContents();
    expect(texts.map((text, i) => text.includes(expected.hints[i].title))).toEqual(
      expected.hints.map(() => true),
    );

    // Side filter: only CosmWasm hints, still in impact order.
    const cosmwasm = expected.hints.filter((h) => h.side === "cosmwasm");
    await page.getByLabel("Side").selectOption("cosmwasm");
    await page.getByText(`Hints ranked by impact (${cosmwasm.length})`).waitFor();
    expect(await rows.count()).toBe(cosmwasm.length);
    expect(await rows.getByText("Solidity", { exact: true }).count()).toBe(0);
    expect(await rows.getByText("CosmWasm", { exact: true }).count()).toBe(cosmwasm.length);

    // Contract filter on top: Vault was never converted, so it has no CosmWasm hints.
    await page.getByLabel("Contract").selectOption(vaultId);
    await page.getByText("No hints for this selection").waitFor();
    await page.getByLabel("Side").selectOption("all");
    const vaultHints = expected.hints.filter((h) => h.contractId === vaultId);
    await page.getByText(`Hints ranked by impact (${vaultHints.length})`).waitFor();
    expect(await rows.locator("a").allTextContents()).toEqual(vaultHints.map(() => "Vault"));

    // A hint's contract link opens that contract's analysis.
    await rows.first().getByRole("link", { name: "Vault" }).click();
    await page.waitForURL(`**/analysis/${vaultId}`);
    await page.getByText(/Findings \(\d+\)/).waitFor({ timeout: 30_000 });
    expect(harness.problems).toEqual([]);
  });

  it("reads well on a 375 px screen in both themes", async () => {
    const narrow = await harness.newPage({ width: 375, height: 800 });
    const noOverflow = () =>
      narrow.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    const both = async (name: string, ready: () => Promise<void>) => {
      for (const theme of ["light", "dark"] as const) {
        await narrow.evaluate((value) => localStorage.setItem("vite-ui-theme", value), theme);
        await narrow.reload();
        await ready();
        expect(await noOverflow()).toBe(0);
        if (SHOTS) {
          await narrow.screenshot({
            path: join(SHOTS, `${name}-${theme}-375.png`),
            fullPage: true,
          });
        }
      }
    };
    await narrow.goto(`${harness.baseUrl}/optimization-dashboard`);
    await both("optimization", () => narrow.getByText(/Hints ranked by impact/).waitFor());

    // Advanced Features through the drawer, with a contract chosen there.
    await narrow.evaluate(() => localStorage.setItem("vite-ui-theme", "light"));
    await narrow.goto(`${harness.baseUrl}/dashboard`);
    await narrow.getByRole("button", { name: "Open navigation" }).click();
    await narrow.getByRole("dialog").getByRole("button", { name: "Advanced Features" }).click();
    const picker = narrow.getByLabel("Contract", { exact: true });
    await picker.locator("option", { hasText: "Escrow" }).waitFor({ state: "attached" });
    await picker.selectOption(escrowId);
    await narrow.getByText(/^Version 1, /).waitFor();
    expect(await noOverflow()).toBe(0);
    if (SHOTS) {
      await narrow.screenshot({
        path: join(SHOTS, "advanced-features-light-375.png"),
        fullPage: true,
      });
    }
    // The theme toggle sits in the drawer; the selection stays while switching.
    await narrow.getByRole("button", { name: "Open navigation" }).click();
    await narrow.getByRole("dialog").getByRole("button", { name: "Dark mode" }).click();
    await narrow.keyboard.press("Escape");
    await expect.poll(() => narrow.getByRole("dialog").count()).toBe(0);
    expect(await narrow.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    await narrow.getByText(/^Version 1, /).waitFor();
    if (SHOTS) {
      await narrow.screenshot({
        path: join(SHOTS, "advanced-features-dark-375.png"),
        fullPage: true,
      });
    }
    await narrow.getByRole("button", { name: "Complete AI analysis" }).click();
    await narrow.getByRole("list", { name: "Functions" }).waitFor({ timeout: 30_000 });
    expect(await noOverflow()).toBe(0);
    if (SHOTS) {
      await narrow.screenshot({
        path: join(SHOTS, "complete-analysis-dark-375.png"),
        fullPage: true,
      });
    }
    await narrow.evaluate(() => localStorage.setItem("vite-ui-theme", "light"));
    await narrow.close();
  });
});
