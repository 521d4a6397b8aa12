import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { convertSolidity } from "../index.ts";
import { kebabCase } from "../naming/kebab-case.ts";
import type { Diagnostic } from "../types.ts";

const usage =
  "Usage: sol2cosmwasm convert <file.sol> [--contract Name] [--out dir] [--denom uatom] [--scenario s.json ...]";

interface ConvertArgs {
  file: string;
  contract?: string;
  out?: string;
  denom?: string;
  scenarios: string[];
}

function parseArgs(argv: string[]): ConvertArgs | string {
  const args: ConvertArgs = { file: "", scenarios: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    try {
      if (a === "--contract") args.contract = value();
      else if (a === "--out") args.out = value();
      else if (a === "--denom") args.denom = value();
      else if (a === "--scenario") args.scenarios.push(value());
      else if (a.startsWith("--")) return `unknown option ${a}`;
      else if (!args.file) args.file = a;
      else return `unexpected argument ${a}`;
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (!args.file) return "missing <file.sol>";
  return args;
}

/** `file:line:col severity code message` */
export function formatDiagnostic(file: string, d: Diagnostic): string {
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`;
}

/** `sol2cosmwasm convert`: writes the CosmWasm crate for a Solidity file. */
export async function convertCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === "string") {
    console.error(`convert: ${args}\n${usage}`);
    return 2;
  }
  let source: string;
  try {
    source = readFileSync(args.file, "utf8");
  } catch (error) {
    console.error(`convert: cannot read ${args.file}: ${(error as Error).message}`);
    return 2;
  }
  const scenarios: Array<{ name: string; scenario: unknown }> = [];
  for (const s of args.scenarios) {
    try {
      scenarios.push({
        name: basename(s).replace(/\.scenario\.json$|\.json$/i, ""),
        scenario: JSON.parse(readFileSync(s, "utf8")),
      });
    } catch (error) {
      console.error(`convert: cannot read scenario ${s}: ${(error as Error).message}`);
      return 2;
    }
  }
  const result = await convertSolidity({
    source,
    fileName: basename(args.file),
    contract: args.contract,
    denom: args.denom,
    scenarios,
  });
  for (const d of result.diagnostics) console.error(formatDiagnostic(args.file, d));
  if (Object.keys(result.files).length === 0) {
    console.error("convert: no crate written");
    return 1;
  }
  const crate = result.report?.target?.crate ?? kebabCase(args.contract ?? "contract");
  const out = resolve(args.out ?? crate);
  for (const [path, content] of Object.entries(result.files)) {
    const p = join(out, path);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = result.diagnostics.filter((d) => d.severity === "warning").length;
  console.log(
    `wrote ${Object.keys(result.files).length} files to ${out} (${errors} errors, ${warnings} warnings)`,
  );
  return errors > 0 ? 1 : 0;
}
