import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessToken, signUpAndSignIn } from "./auth-steps.ts";
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
  await harness.context.clearCookies();
  return page;
}

/** The refresh cookies of the browser (one per path it is scoped to). */
async function refreshCookies() {
  return (await harness.context.cookies()).filter((cookie) => cookie.name === "cp_refresh");
}

/** Everything a script in the page can read: storage and document.cookie. */
async function scriptVisibleState(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }));
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

    // The refresh token is an HttpOnly, SameSite=Strict cookie on the refresh and sign-out paths;
    // no script can read it or the access token from storage.
    const cookies = await refreshCookies();
    expect(cookies.map((cookie) => cookie.path).sort()).toEqual([
      "/api/auth/refresh",
      "/api/auth/sign-out",
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: false });
      expect(cookie.value).toMatch(/^rt_/);
    }
    const visible = await scriptVisibleState(page);
    expect(visible.cookie).not.toContain("cp_refresh");
    expect(`${visible.local}${visible.session}`).not.toMatch(/rt_|eyJ/);
    const token = await accessToken(page);

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
    expect(await refreshCookies()).toEqual([]);
    // The old access token no longer opens anything on the server.
    const old = await page.evaluate(
      async (token) =>
        (await fetch("/api/auth/user", { headers: { authorization: `Bearer ${token}` } })).status,
      token,
    );
    expect(old).toBe(401);
    // And a reload stays signed out.
    await page.reload();
    await page.getByText("Access the admin dashboard").waitFor();

    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Signed in successfully").waitFor();
    await page.getByText("Your conversions").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(harness.problems).toEqual([]);
    await page.close();
  });

  it("keeps several tabs together: sign-in, reload, refresh and sign-out follow across tabs", async () => {
    const first = await newClientPage();
    const email = `tabs-${Date.now()}@example.com`;
    await first.goto(`${harness.baseUrl}/auth`);
    const second = await harness.newPage();
    await second.goto(`${harness.baseUrl}/auth`);
    await second.getByText("Access the admin dashboard").waitFor();

    await signUpAndSignIn(first, harness.baseUrl, email, PASSWORD);
    // The other tab, open on /auth, follows the sign-in with its own access token.
    await second.getByText("Your conversions").waitFor();
    const third = await harness.newPage();
    await third.goto(`${harness.baseUrl}/dashboard`);
    await third.getByRole("navigation", { name: "Dashboard sections" }).waitFor();
    await Promise.all([first.reload(), second.reload()]);
    await first.getByText("Your conversions").waitFor();
    await second.getByText("Your conversions").waitFor();
    // Every tab refreshed through the same cookie family: still one session on the server.
    await third.getByRole("button", { name: "Admin Settings" }).click();
    await third.getByText("This device").waitFor();
    expect(await third.getByTestId("active-session").count()).toBe(1);

    await first.goto(`${harness.baseUrl}/dashboard`);
    await first.getByRole("button", { name: "Sign Out", exact: true }).click();
    await first.getByText("Access the admin dashboard").waitFor();
    await second.getByText("Get Started").waitFor();
    await third.getByText("Access the admin dashboard").waitFor();
    for (const page of [first, second, third]) await page.close();
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
