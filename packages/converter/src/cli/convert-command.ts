import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { convertSolidity } from "../index.ts";
import { kebabCase } from "../naming/kebab-case.ts";
import type { Diagnostic } from "../types.ts";

const usage = `Usage: sol2cosmwasm convert <file.sol> [--contract Name] [--out dir] [--denom uatom] [--scenario s.json ...]
       sol2cosmwasm convert <file.sol|directory> ... [--out dir] [--denom uatom]   (each crate in dir/<crate>)`;

interface ConvertArgs {
  file: string;
  /** Every file or directory named, in order (file is the first). */
  inputs: string[];
  contract?: string;
  out?: string;
  denom?: string;
  scenarios: string[];
}

function parseArgs(argv: string[]): ConvertArgs | string {
  const args: ConvertArgs = { file: "", inputs: [], scenarios: [] };
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
      else args.inputs.push(a);
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (args.inputs.length === 0) return "missing <file.sol>";
  args.file = args.inputs[0];
  return args;
}

/** `file:line:col severity code message` */
export function formatDiagnostic(file: string, d: Diagnostic): string {
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`;
}

/** The .sol files of a directory and its subdirectories (not node_modules), sorted. */
function solidityFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "node_modules") found.push(...solidityFiles(path));
    else if (entry.isFile() && entry.name.endsWith(".sol")) found.push(path);
  }
  return found.sort();
}

/**
 * `sol2cosmwasm convert`: writes the CosmWasm crate for a Solidity file; given several files or
 * a directory, converts each in this one process (solc loads once) into `--out`/<crate>.
 */
export async function convertCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === "string") {
    console.error(`convert: ${args}\n${usage}`);
    return 2;
  }
  const isDir = (path: string) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  };
  if (args.inputs.length === 1 && !isDir(args.file)) return convertOne(args);
  if (args.contract || args.scenarios.length > 0) {
    console.error(`convert: --contract and --scenario take one file\n${usage}`);
    return 2;
  }
  const files = args.inputs.flatMap((input) => (isDir(input) ? solidityFiles(input) : [input]));
  if (files.length === 0) {
    console.error(`convert: no .sol files in ${args.inputs.join(", ")}`);
    return 2;
  }
  const outDir = resolve(args.out ?? ".");
  let status = 0;
  const written = new Map<string, string>();
  for (const file of files) {
    const code = await convertOne({ ...args, file, inputs: [file] }, { outDir, written });
    status = Math.max(status, code);
  }
  return status;
}

/**
 * Converts one file; its crate goes to `args.out`, or with several files to `<outDir>/<crate>`,
 * refused when an earlier file of the run wrote that crate (`written`: crate → file).
 */
async function convertOne(
  args: ConvertArgs,
  several?: { outDir: string; written: Map<string, string> },
): Promise<number> {
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
  const earlier = several?.written.get(crate);
  if (earlier) {
    console.error(`convert: ${args.file}: crate ${crate} was already written from ${earlier}`);
    return 1;
  }
  several?.written.set(crate, args.file);
  const out = several ? join(several.outDir, crate) : resolve(args.out ?? crate);
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
