import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

const PASSWORD = "Conv3rt!ng-Contracts";
let clients = 0;

/** A tab posing as its own client address, so per-address sign-up limits stay per test. */
async function newClientPage() {
  const page = await harness.newPage();
  clients++;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${clients}` });
  // Tabs share one browser profile: start signed out.
  await page.goto(`${harness.baseUrl}/manifest.json`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

async function storedSession(page: Page) {
  return page.evaluate(() => localStorage.getItem("contract-platform.session"));
}

describe("accounts in Chromium", () => {
  it("signs up on the landing page, stays signed in across a reload, signs out and back in", async () => {
    const page = await newClientPage();
    const email = `flow-${Date.now()}@example.com`;
    await page.goto(harness.baseUrl);
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(`${PASSWORD}x`);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Passwords do not match.").waitFor();

    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    // Without a mail server no link is sent: the account is ready, sign in with it.
    await page.getByText("Account created successfully! You can sign in now.").waitFor();
    expect(await page.getByText(/check your email/).count()).toBe(0);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Your conversions").waitFor();
    const session = JSON.parse((await storedSession(page)) ?? "{}");
    expect(session).toMatchObject({ tokenType: "bearer", user: { email } });
    expect(session.refreshToken).toMatch(/^rt_/);

    await page.reload();
    await page.getByText("Your conversions").waitFor();

    await page.goto(`${harness.baseUrl}/dashboard`);
    await page.getByRole("button", { name: "Admin Settings" }).click();
    await page.getByText("Active sessions").waitFor();
    await page.getByText("This device").waitFor();
    expect(await page.getByTestId("active-session").count()).toBe(1);

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await page.getByText("Signed out successfully", { exact: true }).waitFor();
    await page.getByText("Access the admin dashboard").waitFor();
    expect(await storedSession(page)).toBeNull();
    // The old access token no longer opens anything on the server.
    const old = await page.evaluate(
      async (token) =>
        (await fetch("/api/auth/user", { headers: { authorization: `Bearer ${token}` } })).status,
      session.accessToken,
    );
    expect(old).toBe(401);

    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Signed in successfully").waitFor();
    await page.getByText("Your conversions").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(harness.problems).toEqual([]);
    await page.close();
  });

  it("shows the lockout message after 5 wrong passwords", async () => {
    const page = await newClientPage();
    const email = `locked-${Date.now()}@example.com`;
    await page.goto(`${harness.baseUrl}/auth`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    // After signing up the page switches to Sign In with the fields cleared.
    await page.getByRole("tab", { name: "Sign In", selected: true }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("");

    for (let i = 0; i < 4; i++) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(`wrong-password-${i}`);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("Invalid email or password").first().waitFor();
      await page.getByRole("button", { name: "Sign In" }).waitFor();
    }
    await page.getByLabel("Password").fill("wrong-password-5");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Account temporarily locked. Try again in 15 minutes.").waitFor();
    // Even the right password is refused while locked.
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Account temporarily locked. Try again in 15 minutes.").nth(1).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.close();
  });
});
