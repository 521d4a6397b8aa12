import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Route } from "playwright-core";
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
const ESCROW = join(import.meta.dirname, "..", "packages", "converter", "examples", "escrow");
/** Set SCREENSHOT_DIR to keep screenshots of the lifecycle screens for a visual check. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The number on a landing statistics card. */
async function cardValue(page: Page, title: string) {
  return page.evaluate((wanted) => {
    const heading = Array.from(document.querySelectorAll("h3")).find(
      (h) => h.textContent === wanted,
    );
    return heading?.parentElement?.parentElement?.querySelector("p.text-3xl")?.textContent ?? null;
  }, title);
}

/** File names in a zip's central directory. */
function zipEntries(buffer: Buffer): string[] {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extra = buffer.readUInt16LE(offset + 30);
    const comment = buffer.readUInt16LE(offset + 32);
    names.push(buffer.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extra + comment;
  }
  return names;
}

describe("contract lifecycle in Chromium", () => {
  it("uploads a Solidity file, converts it, reviews, edits, saves a version and downloads the crate", {
    timeout: 180_000,
  }, async () => {
    const landing = await harness.newPage();
    await landing.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.201" });
    await harness.context.clearCookies();
    await landing.goto(harness.baseUrl);
    await landing.getByRole("button", { name: "Create an account" }).click();
    await landing.getByLabel("Email").fill(`lifecycle-${Date.now()}@example.com`);
    await landing.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await landing.getByLabel("Confirm password").fill(PASSWORD);
    await landing.getByRole("button", { name: "Sign Up" }).click();
    // The form goes back to Sign In with the e-mail kept: enter the password again.
    await landing.getByText("Account created successfully! You can sign in now.").waitFor();
    await landing.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await landing.getByRole("button", { name: "Sign In" }).click();
    await landing.getByText("Ready to start converting").waitFor();
    expect(await cardValue(landing, "Total Contracts")).toBe("0");

    // A second tab of the same browser shares the session.
    const page = await harness.newPage();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.201" });
    await page.goto(`${harness.baseUrl}/upload`);
    await page.getByText("Drop contract files here or click to choose").waitFor();
    await page.getByLabel("Choose contract files").setInputFiles(join(ESCROW, "Escrow.sol"));
    await page.getByRole("list", { name: "Selected files" }).getByText("Escrow.sol").waitFor();
    await shot(page, "upload-light-1280");
    await page.getByRole("button", { name: "Upload file" }).click();
    await page.waitForURL(/\/workflow\/[^/]+$/);
    await page.getByText("Upload Complete").waitFor();
    await page.getByText("Moving to workflow for processing...").waitFor();
    const contractId = page.url().split("/").at(-1) as string;

    // The landing tab follows without a reload.
    await expect.poll(() => cardValue(landing, "Total Contracts"), { timeout: 15_000 }).toBe("1");

    await page.getByRole("list", { name: "Pipeline" }).waitFor();
    await page.getByRole("button", { name: "Convert", exact: true }).click();
    await page.getByText("Conversion complete").waitFor({ timeout: 45_000 });
    await expect
      .poll(() => page.getByRole("list", { name: "Pipeline" }).locator("[data-state=done]").count())
      .toBeGreaterThanOrEqual(3);
    expect(await page.locator("[data-state=failed]").count()).toBe(0);
    await shot(page, "workflow-light-1280");
    await expect
      .poll(() => cardValue(landing, "Successful Conversions"), { timeout: 15_000 })
      .toBe("1");

    await page.getByRole("button", { name: "Open code review" }).click();
    await page.waitForURL(`**/comparison/${contractId}`);
    await shot(page, "review-loading");
    const tree = page.getByRole("navigation", { name: "Crate files" });
    await tree.getByText("Cargo.toml").waitFor();
    await tree.getByText("contract.rs").waitFor();

    // Clicking a Solidity function jumps to its Rust code.
    const solidity = page.getByRole("region", { name: "Solidity source" });
    const deposit = solidity.locator(".cm-line", { hasText: "function deposit()" });
    // CodeMirror renders the lines in view only: scroll until the function is there.
    for (let step = 0; step < 20 && (await deposit.count()) === 0; step++) {
      await solidity.locator(".cm-scroller").evaluate((element) => {
        element.scrollTop += 300;
      });
      await page.waitForTimeout(100);
    }
    await deposit.click();
    await page.getByRole("status").filter({ hasText: "deposit()" }).waitFor();
    expect(await page.locator(".cm-line-target").count()).toBeGreaterThan(0);
    await shot(page, "review-light-1280");

    // Edit the Rust and save it as a new version.
    const rust = page.getByRole("region", { name: "Generated Rust" });
    await rust.locator(".cm-content").click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\n// typed by mistake\n");
    await page.getByText("1 file edited").waitFor();
    // Undo takes the editor back to the converted text.
    for (let i = 0; i < 4 && (await page.getByText("1 file edited").count()) > 0; i++) {
      await page.keyboard.press("Control+z");
    }
    expect(await rust.locator(".cm-content").textContent()).not.toContain("typed by mistake");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\n// reviewed in the browser\n");
    await page.getByText("1 file edited").waitFor();
    await page.getByLabel("Version note").fill("Reviewed deposit");
    await page.getByRole("button", { name: "Save as new version" }).click();
    await page.getByText("Version saved").waitFor();
    const versions = page.getByRole("list", { name: "Versions" });
    await versions.getByText("Reviewed deposit").waitFor();
    expect(await versions.locator("li").count()).toBe(2);

    await page.getByRole("button", { name: "Show diff" }).click();
    await page.getByText("+// reviewed in the browser").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download .zip" }).click(),
    ]);
    const zip = readFileSync((await download.path()) as string);
    const entries = zipEntries(zip);
    expect(entries.some((name) => name.endsWith("Cargo.toml"))).toBe(true);
    expect(entries.some((name) => name.endsWith("src/contract.rs"))).toBe(true);

    // The contracts list shows it; the header search of the dashboard leads there.
    await page.goto(`${harness.baseUrl}/dashboard`);
    await page.getByLabel("Search contracts, functions").fill("Escrow");
    await page.getByLabel("Search contracts, functions").press("Enter");
    await page.waitForURL("**/contracts?search=Escrow");
    await page.getByRole("list", { name: "Contracts" }).getByText("Escrow.sol").waitFor();
    expect(harness.problems).toEqual([]);
  });

  it("refuses a file of another type in the browser with the spec's message", async () => {
    const page = await harness.newPage();
    await page.goto(`${harness.baseUrl}/upload`);
    await page.getByLabel("Choose contract files").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await page
      .getByRole("list", { name: "Refused files" })
      .getByText("File type not allowed. Allowed: .sol, .vy, .yul, .huff, .rs")
      .waitFor();
    expect(await page.getByRole("button", { name: "Upload file" }).isDisabled()).toBe(true);
  });

  it("cancels an upload in flight from the progress overlay", async () => {
    const page = await harness.newPage();
    const held: Route[] = [];
    await page.route("**/api/contracts", (route) => {
      if (route.request().method() === "POST") held.push(route);
      else void route.continue();
    });
    await page.goto(`${harness.baseUrl}/upload`);
    await page.getByLabel("Choose contract files").setInputFiles(join(ESCROW, "Escrow.sol"));
    await page.getByRole("button", { name: "Upload file" }).click();
    const overlay = page.getByRole("dialog", { name: "Uploading Contract" });
    await overlay.waitFor();
    await expect.poll(() => held.length).toBe(1);
    await overlay.getByRole("button", { name: "Cancel Operation" }).click();
    await page.getByText("Upload cancelled").waitFor();
    await overlay.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/upload");
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
