// local dev script (not committed)
import { join } from "node:path";
import { startOpenAiStandIn } from "../packages/analyzer/src/ai/openai-stand-in.ts";
import { FIXTURE_TOKEN_SCENARIO, FIXTURE_TOKEN_SOL, fixtureTokenCrate } from "../apps/server/test/fixture-token-crate.ts";

const standIn = await startOpenAiStandIn({
  summary: "The conversion records the mint time one second late.",
  cause: "execute_mint stores env.block.time + 1 where the Solidity stores block.timestamp.",
  solidity: { startLine: 37, endLine: 43 },
  rust: { file: "src/lib.rs", startLine: 360, endLine: 370 },
  fix: "Store env.block.time.seconds() as it is.",
});
Object.assign(process.env, { CARGO: "/usr/bin/cargo", RUSTC: "/usr/bin/rustc", AI_BASE_URL: standIn.baseUrl, AI_MODEL: "stand-in", AI_API_KEY: "k" });
const { startHarness } = await import("./harness.ts");
const out = "/tmp/testapp-dev/shots";
const h = await startHarness();
const api = async (token: string, method: string, path: string, body?: unknown) => {
  const r = await fetch(`${h.baseUrl}${path}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  return r.json();
};
const waitRuns = async (token: string, id: string, n: number) => {
  for (let i = 0; i < 300; i++) {
    const runs = (await api(token, "GET", `/api/contracts/${id}/test-runs`)).runs;
    if (runs.length >= n && runs.every((r: { status: string }) => r.status !== "queued" && r.status !== "running")) return runs;
    await new Promise((r) => setTimeout(r, 1000));
  }
};
try {
  const page = await h.newPage({ width: 1280, height: 900 });
  const { signUpAndSignIn } = await import("./auth-steps.ts");
  await signUpAndSignIn(page, h.baseUrl, "dev@example.com", "Conv3rt!ng-contracts");
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("contract-platform.session") ?? "{}").accessToken);
  const id = (await api(token, "POST", "/api/contracts", { fileName: "FixtureToken.sol", content: FIXTURE_TOKEN_SOL })).results[0].contract.id;
  await api(token, "POST", `/api/contracts/${id}/convert`, {});
  for (let i = 0; i < 120; i++) { const c = await api(token, "GET", `/api/contracts/${id}`); if (c.contract.status !== "converting") break; await new Promise(r => setTimeout(r, 500)); }
  await api(token, "POST", `/api/contracts/${id}/scenarios/import`, { fileName: "FixtureToken.scenario.json", content: FIXTURE_TOKEN_SCENARIO });
  await api(token, "POST", `/api/contracts/${id}/rules`, { name: "No balance above the supply", expression: "balanceOf(@alice) + balanceOf(@bob) <= totalSupply()" });
  await api(token, "POST", `/api/contracts/${id}/versions`, { files: fixtureTokenCrate(), note: "dependency-free Rust" });
  await waitRuns(token, id, 1);
  await api(token, "POST", `/api/contracts/${id}/versions`, { files: fixtureTokenCrate(true), note: "twin" });
  await new Promise((r) => setTimeout(r, 2000));
  await waitRuns(token, id, 2);
  await page.goto(`${h.baseUrl}/testing/${id}`);
  await page.getByRole("tab", { name: /Runs/ }).click();
  await page.waitForTimeout(1500);
  await page.getByRole("button", { name: "Explain with AI" }).first().click();
  await page.getByText("The conversion records the mint time").waitFor();
  await page.screenshot({ path: join(out, "10-divergence.png"), fullPage: true });
  await page.goto(`${h.baseUrl}/business-logic-test?contract=${id}`);
  await page.waitForTimeout(1500);
  await page.getByRole("button", { name: "New rule" }).click();
  await page.getByPlaceholder("totalSupply() == balanceOf(@alice) + balanceOf(@bob)").fill("totalSupply() >= balanceOff(@bob)");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, "11-rules.png"), fullPage: true });
  await page.goto(`${h.baseUrl}/workflow/${id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, "12-workflow.png"), fullPage: true });
  await page.goto(`${h.baseUrl}/dashboard`);
  await page.getByRole("button", { name: "AI Testing" }).first().click();
  await page.waitForTimeout(500);
  await page.getByLabel("Contract", { exact: true }).selectOption(id);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: join(out, "13-ai-tab.png"), fullPage: true });
  const p2 = await h.newPage({ width: 375, height: 812 });
  await p2.evaluate(() => localStorage.setItem("vite-ui-theme", "dark")).catch(() => {});
  await p2.goto(`${h.baseUrl}/business-logic-test?contract=${id}`);
  await p2.evaluate(() => localStorage.setItem("vite-ui-theme", "dark"));
  await p2.reload();
  await p2.waitForTimeout(1500);
  await p2.screenshot({ path: join(out, "14-rules-mobile-dark.png"), fullPage: true });
  await p2.goto(`${h.baseUrl}/testing/${id}`);
  await p2.getByRole("tab", { name: /Runs/ }).click();
  await p2.waitForTimeout(1500);
  await p2.screenshot({ path: join(out, "15-runs-mobile-dark.png") });
  const wide = await p2.evaluate(() => Array.from(document.querySelectorAll("*")).filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 15).map((e) => `${e.tagName}.${(e.className || "").toString().slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)} ${(e.textContent || "").slice(0, 40)}`));
  console.log(wide.join("\n"));
  console.log("problems", h.problems, h.consoleMessages.filter(m => !m.includes("Service Worker")));
} finally {
  await h.close();
  await standIn.close();
}
