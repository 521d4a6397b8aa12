// The whole test suite: lint, type-check, unit and integration tests (PGlite, then PostgreSQL when
// a server is reachable), then the browser tests in Chromium. Ends with one "N passed, M failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const reportDir = mkdtempSync(join(tmpdir(), "cp-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Files that failed outside a test (a hook, an import, a crashed worker) are listed again at the
// end, because their tests only show up as skipped in the counts.
const failedFiles = [];

// A step that hangs (a test starving its own event loop, a child that never exits) must fail the
// run with its name rather than hold CI until its own limit: GNU timeout stops the whole process
// group of the step after its limit.
const STEP_LIMIT_MINUTES = { vitest: 25, default: 10 };

function run(label, command, args, env = {}, limitMinutes = STEP_LIMIT_MINUTES.default) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    "timeout",
    ["--kill-after=30", `${limitMinutes * 60}`, command, ...args],
    { cwd: root, stdio: "inherit", env: { ...process.env, ...env } },
  );
  if (result.status === 124 || result.status === 137) {
    console.log(`\n${label} was stopped: it ran past its limit of ${limitMinutes} minutes.`);
  }
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, args, env = {}) {
  const first = vitestRun(label, args, env);
  if (!first.report) return;
  const setupFailures = first.report.testResults.filter(
    (file) =>
      file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  const onlySetupFailures =
    !first.ok &&
    setupFailures.length > 0 &&
    first.report.numFailedTests === 0 &&
    setupFailures.length === first.report.numFailedTestSuites;
  if (!onlySetupFailures) {
    count(label, first.report);
    return;
  }
  // A file that failed before any of its tests ran (a hook or a worker that died, never an
  // assertion) is run once more on its own; the first error stays in the log and the summary.
  for (const file of setupFailures) {
    console.log(
      `\n${file.name.replace(root, "")} failed outside its tests:\n${indent(file.message)}`,
    );
  }
  const retryLabel = `${label}, files that failed outside their tests, again`;
  const again = vitestRun(retryLabel, [...args, ...setupFailures.map((file) => file.name)], env);
  if (again.ok) failures.splice(failures.indexOf(label), 1);
  const rerunNames = new Set(setupFailures.map((file) => file.name));
  count(label, {
    ...first.report,
    testResults: first.report.testResults.filter((file) => !rerunNames.has(file.name)),
    numPendingTests:
      first.report.numPendingTests -
      setupFailures.reduce((n, file) => n + file.assertionResults.length, 0),
  });
  if (again.report) count(retryLabel, again.report);
}

function vitestRun(label, args, env) {
  const output = join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
      ...args,
    ],
    env,
    STEP_LIMIT_MINUTES.vitest,
  );
  return { ok, report: existsSync(output) ? JSON.parse(readFileSync(output, "utf8")) : undefined };
}

function count(label, report) {
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    if (file.status !== "failed") continue;
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    const reason =
      failedTests.length > 0
        ? failedTests.map((test) => `${test.fullName}: ${test.failureMessages[0] ?? ""}`).join("\n")
        : file.message;
    failedFiles.push(`${label}: ${file.name.replace(root, "")}\n${indent(reason)}`);
  }
}

function indent(text) {
  return String(text ?? "")
    .split("\n")
    .slice(0, 12)
    .map((line) => `    ${line}`)
    .join("\n");
}

run("lint (biome)", "npx", ["biome", "check", "."]);
for (const project of [
  "packages/api",
  "packages/converter",
  "packages/analyzer",
  "packages/chain-stand-in",
  "packages/cosmwasm-vm",
  "packages/testing",
  "packages/toolchain",
  "apps/server",
  "apps/web",
  "e2e",
]) {
  if (existsSync(join(root, project, "tsconfig.json")))
    run(`type-check ${project}`, "npx", ["tsc", "-p", project]);
}

vitest("unit and integration (PGlite)", []);

const postgresUrl = process.env.TEST_POSTGRES_URL;
if (postgresUrl) {
  vitest("database tests (PostgreSQL)", ["--project", "server"], {
    TEST_DATABASE_URL: postgresUrl,
  });
} else {
  console.log(
    "\nPostgreSQL tests skipped: set TEST_POSTGRES_URL (for example postgresql:///contract_platform_test?host=/var/run/postgresql) to run the database tests on a PostgreSQL server too.",
  );
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium) && existsSync(join(root, "e2e/vitest.config.ts"))) {
  if (run("build web app", "npm", ["run", "build", "--workspace", "@contract-platform/web"])) {
    vitest("browser tests (Chromium)", ["--config", "e2e/vitest.config.ts"], {
      CHROMIUM_PATH: chromium,
    });
  }
} else {
  console.log(
    `\nBrowser tests skipped: Chromium not found at ${chromium}. Install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH) to run them.`,
  );
}

console.log("");
for (const failedFile of failedFiles) console.log(`Failed file ${failedFile}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
