import { type EvmScenarioResult, runScenarioOnEvm } from "../evm/index.ts";
import { formatValue } from "../scenario/index.ts";

const usage = "Usage: sol2cosmwasm evm <scenario.json> ...";

function report(result: EvmScenarioResult): string[] {
  const where = result.path ?? result.name;
  if (result.error !== undefined) return [`FAIL ${result.name} (${where})`, `  ${result.error}`];
  const lines = [
    `${result.passed ? "PASS" : "FAIL"} ${result.name} (${result.steps.length} steps)`,
  ];
  for (const step of result.steps) {
    if (!step.ok) lines.push(`  ${step.label}: ${step.message}`);
  }
  return lines;
}

/** `sol2cosmwasm evm`: replays scenarios on the original Solidity in an in-process EVM. */
export async function evmCommand(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(usage);
    return 0;
  }
  const unknown = argv.filter((a) => a.startsWith("-"));
  if (unknown.length > 0 || argv.length === 0) {
    console.error(
      unknown.length > 0 ? `Unknown option ${formatValue(unknown[0])}.\n${usage}` : usage,
    );
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const path of argv) {
    const result = await runScenarioOnEvm(path);
    for (const line of report(result)) console.log(line);
    if (result.passed) passed++;
    else failed++;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
