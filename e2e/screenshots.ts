// Writes screenshots of the main screens (light, dark, 375 px) for a visual check:
//   npm run build -w @contract-platform/web && npx tsx e2e/screenshots.ts [outDir]
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { signInOnAuthPage, signUpAndSignIn } from "./auth-steps.ts";
import { startHarness } from "./harness.ts";

const outDir = process.argv[2] ?? join(process.cwd(), "screenshots");
mkdirSync(outDir, { recursive: true });
const harness = await startHarness();
try {
  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      const page = await harness.newPage({ width, height: width === 375 ? 812 : 800 });
      await page.goto(harness.baseUrl);
      await page.evaluate((t) => localStorage.setItem("vite-ui-theme", t), theme);
      for (const [name, path] of [
        ["landing", "/"],
        ["auth", "/auth"],
        ["not-found", "/nowhere"],
      ] as const) {
        await page.goto(harness.baseUrl + path);
        await page.waitForSelector("[data-testid=startup-gate]", { state: "detached" });
        await page.waitForTimeout(300);
        await page.screenshot({
          path: join(outDir, `${name}-${theme}-${width}.png`),
          fullPage: true,
        });
      }
      await page.close();
    }
  }
  // The dashboard, after a real sign-up through the /auth form.
  let signedUp = false;
  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      const page = await harness.newPage({ width, height: width === 375 ? 812 : 800 });
      await page.goto(harness.baseUrl);
      await page.evaluate((t) => localStorage.setItem("vite-ui-theme", t), theme);
      await harness.context.clearCookies();
      await page.goto(`${harness.baseUrl}/auth`);
      // One account (sign-ups are rate limited to 3 an hour per e-mail), then sign-ins.
      if (signedUp) {
        await signInOnAuthPage(page, "screenshots@example.com", "Conv3rt!ng-Contracts");
      } else {
        await signUpAndSignIn(
          page,
          harness.baseUrl,
          "screenshots@example.com",
          "Conv3rt!ng-Contracts",
        );
      }
      signedUp = true;
      await page.screenshot({ path: join(outDir, `landing-signed-in-${theme}-${width}.png`) });
      await page.goto(`${harness.baseUrl}/dashboard`);
      await page.getByRole("navigation", { name: "Dashboard sections" }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(outDir, `dashboard-${theme}-${width}.png`) });
      await page.getByRole("button", { name: "System health" }).click();
      await page.getByText(/^Server v/).waitFor();
      await page.screenshot({ path: join(outDir, `dashboard-health-${theme}-${width}.png`) });
      if (width === 375) {
        await page.getByRole("button", { name: "Open navigation" }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(outDir, `dashboard-drawer-${theme}.png`) });
      }
      await page.close();
    }
  }
  console.log(`screenshots in ${outDir}`);
  console.log(`page errors: ${JSON.stringify(harness.problems)}`);
  console.log(`console: ${JSON.stringify(harness.consoleMessages, null, 1)}`);
} finally {
  await harness.close();
}
