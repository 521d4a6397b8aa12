import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

/** Set SCREENSHOT_DIR to keep screenshots of these screens for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;

describe("connection problems on /auth", () => {
  it("shows 'Connection Issues' and the banner when the session request stalls, until Retry Auth", async () => {
    const page = await harness.newPage();
    // The session request (the refresh cookie's round trip) never answers.
    await page.route("**/api/auth/refresh", () => {});
    const started = Date.now();
    await page.goto(`${harness.baseUrl}/auth`);
    const issues = page.getByRole("button", { name: "Connection Issues" });
    await issues.waitFor({ timeout: 15_000 });
    // spec §9: the session fetch gives up after 5 s (allow for a loaded machine).
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(await issues.isDisabled()).toBe(true);
    const banner = page.getByRole("status").filter({ hasText: "Connection issues detected" });
    await banner.waitFor();
    expect(await banner.getByRole("button", { name: "Test Connection" }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, "auth-stalled.png"), fullPage: true });

    await page.unroute("**/api/auth/refresh");
    await banner.getByRole("button", { name: "Retry Auth" }).click();
    const signIn = page.getByRole("button", { name: "Sign In", exact: true });
    await signIn.waitFor();
    expect(await signIn.isEnabled()).toBe(true);
    await banner.waitFor({ state: "detached" });
    await page.close();
  });

  it("shows 'Connection Issues' and 'No internet connection detected' offline, and recovers online", async () => {
    const page = await harness.newPage();
    await page.goto(`${harness.baseUrl}/auth`);
    const signIn = page.getByRole("button", { name: "Sign In", exact: true });
    await signIn.waitFor();
    expect(await signIn.isEnabled()).toBe(true);

    await harness.context.setOffline(true);
    const issues = page.getByRole("button", { name: "Connection Issues" });
    await issues.waitFor();
    expect(await issues.isDisabled()).toBe(true);
    const banner = page.getByRole("status").filter({ hasText: "No internet connection detected" });
    await banner.waitFor();
    expect(await banner.getByRole("button", { name: "Retry Auth" }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, "auth-offline.png"), fullPage: true });

    await harness.context.setOffline(false);
    await signIn.waitFor();
    expect(await signIn.isEnabled()).toBe(true);
    await banner.waitFor({ state: "detached" });
    await page.close();
  });
});
