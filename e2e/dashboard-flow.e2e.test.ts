import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { COUNTER_SOL } from "../apps/server/test/contracts-helpers.ts";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

describe("dashboard flow (spec §4)", () => {
  it("goes from comparison to configuration, code review, back to the workflow and to upload", {
    timeout: 120_000,
  }, async () => {
    const page = await harness.newPage();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.77" });
    await signUpAndSignIn(
      page,
      harness.baseUrl,
      `flow-${Date.now()}@example.com`,
      "Conv3rt!ng-contracts",
    );
    const token = await accessToken(page);
    const id = await page.evaluate(
      async ({ token, content }) => {
        const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
        const uploaded = await fetch("/api/contracts", {
          method: "POST",
          headers,
          body: JSON.stringify({ fileName: "Counter.sol", content }),
        });
        const contractId = (await uploaded.json()).results[0].contract.id as string;
        await fetch(`/api/contracts/${contractId}/convert`, { method: "POST", headers });
        for (let i = 0; i < 120; i++) {
          const detail = await (await fetch(`/api/contracts/${contractId}`, { headers })).json();
          if (detail.contract.status === "converted") break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return contractId;
      },
      { token, content: COUNTER_SOL },
    );

    await page.goto(`${harness.baseUrl}/dashboard?contract=${id}`);
    const section = (name: string) => page.getByRole("heading", { name, level: 2 });
    await section("Code Analysis").waitFor();
    await page.getByRole("button", { name: "Configure conversion" }).click();
    await section("Configuration").waitFor();
    await page.getByText("Configuration Mode").waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("config");

    await page.getByRole("button", { name: "Open code review" }).click();
    await page.getByText("Code Review Ready").waitFor();
    await page.getByRole("navigation", { name: "Crate files" }).waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("results");

    await page.getByRole("button", { name: "Back to workflow" }).click();
    await section("Workflow Management").waitFor();
    await page.getByText("Opening Workflow").waitFor();
    expect(new URL(page.url()).search).toBe(`?contract=${id}`);

    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("button", { name: "Code Analysis" })
      .click();
    // The workflow put config mode on (spec §4), so the tab shows the configuration loader.
    await section("Configuration").waitFor();
    await page.getByRole("button", { name: "Upload a contract" }).click();
    await section("Upload Contracts").waitFor();
    await page.getByText("Ready to Upload").waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(harness.problems).toEqual([]);
    await page.close();
  });
});
