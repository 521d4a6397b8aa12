import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ baseUrl: inject("baseUrl"), serviceWorkers: "allow" });
});

afterAll(async () => {
  await harness?.close();
});

describe("service worker", () => {
  it("registers /sw.js and precaches the app shell, not the manifest", async () => {
    const page = await harness.newPage();
    await page.goto(harness.baseUrl);
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toBe(`${harness.baseUrl}/sw.js`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes("/index.html"))).toBe(true);
    expect(cached.some((url) => url.includes("/manifest.json"))).toBe(false);
    await page.close();
  });
});
