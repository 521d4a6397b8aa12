import type { ContractUnit } from "../lower/contract-unit.ts";
import type { Entry } from "../lower/entry.ts";
import type { Diagnostic } from "../types.ts";

/** README.md: the conversion report for humans. */
export function emitReadme(
  unit: ContractUnit,
  entries: Entry[],
  // biome-ignore lint/suspicious/noExplicitAny: JSON document
  report: Record<string, any>,
  diagnostics: Diagnostic[],
  schemaBin = "schema",
): string {
  const out: string[] = [];
  out.push(`# ${unit.options.crateName}`);
  out.push("");
  out.push(
    `CosmWasm port of the Solidity contract \`${unit.main.name}\` (\`${unit.fileName}\`), converted by sol2cosmwasm. ` +
      `It targets cosmwasm-std 2.2 and behaves like the original through the JSON contract described in \`conversion.json\`.`,
  );
  out.push("");
  out.push("## Build and test");
  out.push("");
  out.push("```sh");
  out.push(
    "cargo test                                   # unit tests (src/tests.rs) and scenario tests (tests/)",
  );
  out.push("cargo build --release --target wasm32-unknown-unknown --lib");
  out.push(`${`cargo run --bin ${schemaBin}`.padEnd(44)} # JSON schemas of the messages`);
  out.push("```");
  out.push("");
  out.push("## Mapping");
  out.push("");
  out.push(
    `Inheritance (C3, most derived first): ${unit.linearization.map((c) => `\`${c.name}\``).join(" → ")}.`,
  );
  out.push(
    `\`msg.value\` is the amount of \`${unit.options.denom}\` attached; other denoms are rejected.`,
  );
  out.push("");
  out.push("| Solidity | kind | JSON message | notes |");
  out.push("|---|---|---|---|");
  const fns = report.functions as Record<string, unknown>[];
  for (const f of fns) {
    const notes: string[] = [];
    if (f.getter) notes.push(`getter of \`${f.getter}\``);
    if (f.payable) notes.push("payable");
    if (f.reads_sender) notes.push("`sender` field stands for msg.sender");
    if (f.also_execute)
      notes.push(
        `also ExecuteMsg \`${f.variant}\` (the caller is msg.sender, the value in \`data\`)`,
      );
    if (f.native_transfers) notes.push("native transfers after the handler");
    if (f.unsupported) notes.push("**TODO: unsupported construct**");
    const msg =
      f.kind === "instantiate"
        ? "InstantiateMsg"
        : `${f.kind === "execute" ? "ExecuteMsg" : "QueryMsg"} \`${f.variant}\``;
    out.push(`| \`${f.signature}\` | ${f.kind} | ${msg} | ${notes.join("; ")} |`);
  }
  out.push("");
  out.push("Errors render as in Solidity: `require`/`revert` messages verbatim, custom errors as");
  out.push(
    '`Name {"arg":value,...}`, panics as `Panic(0x11)` (overflow), `Panic(0x12)` (division by zero),',
  );
  out.push(
    "`Panic(0x32)` (index out of bounds). Events are emitted as `wasm-<EventName>` with one attribute per",
  );
  out.push("parameter.");
  out.push("");
  out.push("## Diagnostics");
  out.push("");
  if (diagnostics.length === 0) out.push("None: every construct has a faithful translation.");
  for (const d of diagnostics)
    out.push(`- ${d.severity} ${d.code} (line ${d.line}, column ${d.column}): ${d.message}`);
  out.push("");
  out.push("## What to review");
  out.push("");
  const review: string[] = [];
  if (diagnostics.some((d) => d.severity === "error")) {
    review.push("Handlers marked TODO return `ContractError::Unsupported`: finish them by hand.");
  }
  if (fns.some((f) => f.native_transfers)) {
    review.push(
      "Native transfers become bank messages sent after the handler returns; a receiving contract's `receive()` does not run.",
    );
  }
  if (entries.some((e) => e.readsSender)) {
    review.push(
      "Views that read `msg.sender` take the caller as a `sender` field; queries are unauthenticated.",
    );
  }
  review.push(
    "Memory structs and arrays are values in Rust: aliasing between two memory variables is not reproduced.",
  );
  review.push(
    "Gas, `block.number` pacing and address formats (bech32, not 20-byte hex) differ from the EVM.",
  );
  for (const r of review) out.push(`- ${r}`);
  out.push("");
  return out.join("\n");
}
