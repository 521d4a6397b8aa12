import type { Page } from "playwright-core";

/**
 * Creates an account through the /auth form and signs in with it, as a new user does: Sign Up
 * (which switches back to Sign In with empty fields), then Sign In, landing on / signed in.
 */
export async function signUpAndSignIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByText(/^Account created successfully!/).waitFor();
  await page.getByRole("tab", { name: "Sign In", selected: true }).waitFor();
  await signInOnAuthPage(page, email, password);
}

/** Fills and submits the /auth Sign In tab, waiting for the signed-in landing page. */
export async function signInOnAuthPage(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByText("Your conversions").waitFor();
}

/**
 * An access token of the page's signed-in user, for API calls a test makes on its behalf. The app
 * keeps its own only in memory, so this asks the server through the page's refresh cookie, as
 * another tab would.
 */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch("/api/auth/refresh", {
      method: "POST",
      headers: { "x-requested-with": "fetch" },
    });
    const body = (await response.json()) as { session?: { accessToken: string } | null };
    if (!body.session) throw new Error(`no session in this browser (${response.status})`);
    return body.session.accessToken;
  });
}
