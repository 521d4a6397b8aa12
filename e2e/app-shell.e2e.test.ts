import { webAppManifestSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl") });
});

afterAll(async () => {
  await harness?.close();
});

describe("web app in Chromium", () => {
  it("shows the startup gate, then the landing page", async () => {
    const page = await harness.newPage();
    // Record what the gate looked like before React replaced it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { gateSeen: string[] }).gateSeen = seen;
      new MutationObserver(() => {
        const gate = document.querySelector("[data-testid=startup-gate]");
        if (gate && !seen.includes(gate.textContent ?? "")) seen.push(gate.textContent ?? "");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(harness.baseUrl);
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    const gateSeen = await page.evaluate(
      () => (window as unknown as { gateSeen: string[] }).gateSeen,
    );
    expect(gateSeen.join(" ")).toContain("Initializing React");
    expect(gateSeen.join(" ")).toContain("Ensuring safe system startup...");
    expect(await page.locator("[data-testid=startup-gate]").count()).toBe(0);
    for (const step of ["Upload your contract", "AI-powered analysis", "Get CosmWasm code"]) {
      expect(await page.getByText(step, { exact: true }).count()).toBe(1);
    }
    expect(await page.getByRole("heading", { name: "Get Started" }).count()).toBe(1);
    expect(harness.problems).toEqual([]);
    await page.close();
  });

  it("starts the service monitor 2 s after the landing page, probing HEAD /api/health", async () => {
    const page = await harness.newPage();
    const started = Date.now();
    const probe = page.waitForRequest(
      (request) => request.method() === "HEAD" && request.url().endsWith("/api/health"),
      { timeout: 15_000 },
    );
    await page.goto(harness.baseUrl);
    await probe;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await page.close();
  });

  it("shows the not-found page for an unknown path", async () => {
    const page = await harness.newPage();
    await page.goto(`${harness.baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await page.getByText("/no/such/page").count()).toBe(1);
    await page.close();
  });

  it("keeps the chosen theme across a reload", async () => {
    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    await page.getByRole("button", { name: "Choose theme" }).click();
    await page.getByRole("menuitem", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
    await page.reload();
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain("dark");
    await page.getByRole("button", { name: "Choose theme" }).click();
    await page.getByRole("menuitem", { name: "Light" }).click();
    await page.reload();
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
    await page.close();
  });

  it("serves a valid manifest with its icons, and links it after load", async () => {
    const response = await fetch(`${harness.baseUrl}/manifest.json`);
    expect(response.status).toBe(200);
    const manifest = webAppManifestSchema.parse(await response.json());
    expect(manifest).toMatchObject({
      name: "Contract Platform",
      display: "standalone",
      orientation: "portrait",
    });
    for (const icon of manifest.icons) {
      const png = await fetch(harness.baseUrl + icon.src);
      expect(png.status).toBe(200);
      expect(png.headers.get("content-type")).toContain("image/png");
    }
    const sw = await fetch(`${harness.baseUrl}/sw.js`);
    expect(sw.status).toBe(200);
    expect(await sw.text()).toContain("precache");

    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    const link = page.locator('link[rel="manifest"]');
    await link.waitFor({ state: "attached" });
    expect(await link.getAttribute("href")).toBe("/manifest.json");
    expect(await link.getAttribute("data-source")).toBe("server");
    await page.close();
  });

  it("sends signed-out visitors of protected routes to /auth, replacing history", async () => {
    const page = await harness.newPage();
    for (const path of ["/dashboard", "/workflow/abc", "/contracts", "/business-logic-test"]) {
      await page.goto(harness.baseUrl + path);
      await page.getByText("Access the admin dashboard").waitFor();
      expect(new URL(page.url()).pathname).toBe("/auth");
    }
    // The redirect replaced the history entry: going back skips /dashboard and lands on /.
    await page.goto(harness.baseUrl);
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    await page.goto(`${harness.baseUrl}/dashboard`);
    await page.getByText("Access the admin dashboard").waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.close();
  });

  it("validates the /auth sign-up form before submitting", async () => {
    const page = await harness.newPage();
    await page.goto(`${harness.baseUrl}/auth`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(
      await page
        .getByText(
          "Password must include: at least 8 characters, lowercase letter, uppercase letter",
        )
        .count(),
    ).toBe(1);
    await page.close();
  });
});
