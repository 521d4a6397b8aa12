import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../apps/server/src/start-server.ts";
import { COUNTER_SOL } from "../apps/server/test/contracts-helpers.ts";
import { signInOnAuthPage } from "./auth-steps.ts";
import { type Harness, startAppServer, startHarness } from "./harness.ts";

const PASSWORD = "Conv3rt!ng-Contracts";
/** Set SCREENSHOT_DIR to keep screenshots of these screens for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;

// Its own server, so that the first account (the admin) is this test's.
let server: RunningServer;
let harness: Harness;
let dataDir: string;
let baseUrl: string;
let address = 0;

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely.
async function api(path: string, body?: unknown, token?: string, method?: string): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `203.0.113.${++address}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** Signs `email` in on the /auth page of the one browser profile (signing out whoever was in). */
async function signedInPage(email: string, width = 1280): Promise<Page> {
  for (const open of harness.context.pages()) await open.close();
  const page = await harness.newPage({ width, height: 900 });
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${++address}` });
  await harness.context.clearCookies();
  await page.goto(`${baseUrl}/auth`);
  await signInOnAuthPage(page, email, PASSWORD);
  return page;
}

async function openAdminSettings(page: Page) {
  await page.goto(`${baseUrl}/dashboard`);
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("button", { name: "Admin Settings" })
    .click();
  await page.getByRole("heading", { name: "Admin Settings", level: 2 }).waitFor();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cp-e2e-admin-"));
  server = await startAppServer(dataDir);
  baseUrl = `http://127.0.0.1:${server.port}`;
  harness = await startHarness({ baseUrl });
  for (const email of ["admin@example.com", "mod@example.com", "alice@example.com"]) {
    await api("/api/auth/sign-up", { email, password: PASSWORD });
  }
});

afterAll(async () => {
  await harness?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("roles, Admin Settings and logged failures in Chromium", () => {
  it("an admin manages users, a moderator opens another user's contract, failures reach System Logs", {
    timeout: 180_000,
  }, async () => {
    // Alice's contract, not converted yet.
    const aliceToken = (
      (await api("/api/auth/sign-in", { email: "alice@example.com", password: PASSWORD })) as {
        session: { accessToken: string };
      }
    ).session.accessToken;
    const uploaded = (await api(
      "/api/contracts",
      { fileName: "Counter.sol", content: COUNTER_SOL },
      aliceToken,
    )) as {
      results: { contract: { id: string } }[];
    };
    const contractId = uploaded.results[0].contract.id;

    // Alice: Admin Settings says admin access is required; a failed code review is logged.
    const alice = await signedInPage("alice@example.com");
    await openAdminSettings(alice);
    await alice.getByText("Admin access required").waitFor();
    await alice.goto(`${baseUrl}/dashboard?contract=${contractId}&view=results`);
    await alice.getByText("Code Review Failed").first().waitFor();
    await alice.getByText("Contract has not been converted yet").first().waitFor();
    await alice
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("button", { name: "System Logs" })
      .click();
    await alice.getByText("CodeReviewError", { exact: true }).first().waitFor();
    await alice
      .getByRole("list", { name: "Error log entries" })
      .getByText("Contract has not been converted yet")
      .waitFor();

    // The admin promotes mod@ to moderator, locks Alice, sees it in the audit log, unlocks her.
    const admin = await signedInPage("admin@example.com");
    await openAdminSettings(admin);
    const users = admin.getByRole("list", { name: "Users" });
    await users.getByText("mod@example.com", { exact: true }).waitFor();
    await admin.getByLabel("Role of mod@example.com").selectOption("moderator");
    await admin.getByText("Role changed").waitFor();
    const aliceRow = users.getByTestId("admin-user").filter({ hasText: "alice@example.com" });
    await aliceRow.getByRole("button", { name: "Lock" }).click();
    await admin.getByLabel("Reason (kept in the audit log)").fill("Checking reported uploads");
    await admin.getByRole("button", { name: "Lock account" }).click();
    await aliceRow.getByText("Locked", { exact: true }).waitFor();
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, "admin-users.png"), fullPage: true });
    const refused = await api("/api/auth/sign-in", {
      email: "alice@example.com",
      password: PASSWORD,
    });
    expect(refused).toMatchObject({ code: "account_locked" });
    await admin.getByRole("tab", { name: "Audit log" }).click();
    await admin.getByRole("list", { name: "Audit log" }).waitFor();
    await admin.getByLabel("Event type").selectOption("account_locked_by_admin");
    const entry = admin.getByTestId("audit-entry").first();
    await entry.getByText("alice@example.com · by admin@example.com").waitFor();
    await entry.getByRole("button", { name: "Details of account_locked_by_admin" }).click();
    await entry.getByText("Checking reported uploads").waitFor();
    await admin.getByRole("tab", { name: "Analytics" }).click();
    await admin
      .getByRole("img", { name: "Authentication events per hour, last 24 hours" })
      .waitFor();
    await admin.getByRole("tab", { name: "Users" }).click();
    await aliceRow.getByRole("button", { name: "Unlock" }).click();
    await admin.getByText("Account unlocked").waitFor();
    expect(
      await api("/api/auth/sign-in", { email: "alice@example.com", password: PASSWORD }),
    ).toHaveProperty("session");

    // The moderator lists every user's contracts and opens Alice's, whose owner is named.
    const moderator = await signedInPage("mod@example.com");
    await moderator.goto(`${baseUrl}/contracts`);
    await moderator.getByLabel("Whose contracts").selectOption("all");
    const row = moderator
      .getByRole("list", { name: "Contracts" })
      .getByRole("listitem")
      .filter({ hasText: "Counter" });
    await row.getByTestId("contract-owner").filter({ hasText: "alice@example.com" }).waitFor();
    if (SHOTS)
      await moderator.screenshot({ path: join(SHOTS, "moderator-contracts.png"), fullPage: true });
    await row.getByRole("link", { name: "Workflow" }).click();
    await moderator.waitForURL(/\/workflow\//);
    await moderator
      .getByTestId("contract-subject-owner")
      .filter({ hasText: "owned by alice@example.com" })
      .waitFor();
    await openAdminSettings(moderator);
    await moderator.getByRole("list", { name: "Users" }).waitFor();
    expect(await moderator.getByRole("tab", { name: "Audit log" }).count()).toBe(0);

    // The admin sees the moderator's access in the audit log.
    const adminAgain = await signedInPage("admin@example.com");
    await openAdminSettings(adminAgain);
    await adminAgain.getByRole("tab", { name: "Audit log" }).click();
    await adminAgain.getByRole("list", { name: "Audit log" }).waitFor();
    await adminAgain.getByLabel("Event type").selectOption("contract_viewed");
    await adminAgain
      .getByTestId("audit-entry")
      .first()
      .getByText("alice@example.com · by mod@example.com")
      .waitFor();
    expect(harness.problems).toEqual([]);
  });
});
