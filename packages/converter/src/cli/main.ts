import { convertCommand } from "./convert-command.ts";
import { evmCommand } from "./evm-command.ts";

const usage = `Usage:
  sol2cosmwasm convert <file.sol> [--contract Name] [--out dir] [--denom uatom] [--scenario s.json ...]
  sol2cosmwasm evm <scenario.json> ...`;

/** Dispatches the sub-command; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "convert":
      return convertCommand(rest);
    case "evm":
      return evmCommand(rest);
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
