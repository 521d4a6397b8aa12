import { convertCommand } from "./convert-command.ts";
import { evmCommand } from "./evm-command.ts";

const usage = `Usage:
  sol2cosmwasm convert <file.sol> [--contract Name] [--out dir] [--denom uatom] [--scenario s.json ...]
  sol2cosmwasm convert <file.sol|directory> ... [--out dir] [--denom uatom]
  sol2cosmwasm evm <scenario.json> ...
  sol2cosmwasm test <file.sol> --scenario S.json [--crate DIR] [--engine wasm|native] [--fuzz N --seed K]`;

/**
 * `test` lives in @contract-platform/testing, which depends on this package: it is loaded only
 * when asked for, so the converter has no dependency on it (ADR 123).
 */
async function testCommand(argv: string[]): Promise<number> {
  const name = "@contract-platform/testing/cli";
  let cli: { testCommand(argv: string[]): Promise<number> };
  try {
    cli = await import(name);
  } catch (err) {
    console.error(
      `sol2cosmwasm test needs the @contract-platform/testing package (${(err as Error).message})`,
    );
    return 2;
  }
  return cli.testCommand(argv);
}

/** Dispatches the sub-command; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "convert":
      return convertCommand(rest);
    case "evm":
      return evmCommand(rest);
    case "test":
      return testCommand(rest);
    case "--help":
    case "-h":
    case "help":
      console.log(usage);
      return 0;
    default:
      console.error(command ? `Unknown command '${command}'.\n${usage}` : usage);
      return 2;
  }
}
