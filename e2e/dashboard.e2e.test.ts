import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signUpAndSignIn } from "./auth-steps.ts";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

const SIDEBAR = [
  "Upload Contracts",
  "Workflow Management",
  "Code Analysis",
  "AI Testing",
  "Advanced Features",
  "Platform",
  "Admin Settings",
  "System Logs",
];

describe("dashboard after a real sign-up", () => {
  it("signs up on /auth, opens the dashboard shell, survives a reload and signs out", async () => {
    const page = await harness.newPage();
    // Without a mail server the account is usable at once: sign in right after signing up.
    await signUpAndSignIn(
      page,
      harness.baseUrl,
      `dev-${Date.now()}@example.com`,
      "Conv3rt!ng-Contracts",
    );
    expect(new URL(page.url()).pathname).toBe("/");

    await page.goto(`${harness.baseUrl}/dashboard`);
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    await nav.waitFor();
    expect(await nav.getByRole("button").allTextContents()).toEqual(SIDEBAR);
    expect(
      await nav.getByRole("button", { name: "Upload Contracts" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await page.getByPlaceholder("Search contracts, functions...").count()).toBe(1);
    // The bell is there; a new account has nothing unread, so no red dot yet.
    await page.getByRole("button", { name: "Notifications" }).waitFor();
    expect(await page.getByTestId("notification-dot").count()).toBe(0);
    expect(await page.getByText("v2.0").count()).toBe(1);

    await nav.getByRole("button", { name: "Advanced Features" }).click();
    await page.getByText("Select a converted contract to access advanced AI features").waitFor();

    // The health panel reads the real GET /api/health.
    await page.getByRole("button", { name: "System health" }).click();
    await page.getByText(/^Server v/).waitFor();
    expect(await page.getByText("Healthy", { exact: true }).count()).toBeGreaterThan(0);

    // An uncaught error is reported to /api/error-logs and shows up in System Logs.
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/error-logs") && response.request().method() === "POST",
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new RangeError("e2e probe");
      });
    });
    expect((await reported).status()).toBe(201);
    await nav.getByRole("button", { name: "System Logs" }).click();
    await page.getByText("Errors in the last 24h").waitFor();
    await page.getByText("RangeError", { exact: true }).first().waitFor();
    harness.problems.length = 0; // the probe error above was thrown on purpose

    // The address drives the selection: view=config opens the Code Analysis tab in config mode,
    // also after a reload.
    const codeAnalysisActive = async () => {
      await page.waitForSelector('nav[aria-label="Dashboard sections"] [aria-current="page"]');
      return nav.getByRole("button", { name: "Code Analysis" }).getAttribute("aria-current");
    };
    await page.goto(`${harness.baseUrl}/dashboard?contract=c1&view=config`);
    expect(await codeAnalysisActive()).toBe("page");
    await page.reload();
    expect(await codeAnalysisActive()).toBe("page");
    expect(new URL(page.url()).searchParams.get("view")).toBe("config");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByText("Access the admin dashboard").waitFor();
    await page.goto(`${harness.baseUrl}/dashboard`);
    await page.getByText("Access the admin dashboard").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(harness.problems).toEqual([]);
    await page.close();
  });

  it("uses a drawer for the sidebar below 768 px", async () => {
    const page = await harness.newPage({ width: 375, height: 812 });
    await signUpAndSignIn(
      page,
      harness.baseUrl,
      `mobile-${Date.now()}@example.com`,
      "Conv3rt!ng-Contracts",
    );
    await page.goto(`${harness.baseUrl}/dashboard`);
    await page.getByRole("button", { name: "Open navigation" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Dashboard sections" }).isVisible()).toBe(
      false,
    );
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("button", { name: "Platform" }).click();
    await page.getByRole("heading", { name: "Platform", level: 2 }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.close();
  });
});
