// Writes screenshots of the main screens (light, dark, 375 px) for a visual check:
//   npm run build -w @contract-platform/web && npx tsx e2e/screenshots.ts [outDir]
import { mkdirSync } from "node:fs";
import { join } from "node:path";
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
  console.log(`screenshots in ${outDir}; problems: ${JSON.stringify(harness.problems)}`);
} finally {
  await harness.close();
}
