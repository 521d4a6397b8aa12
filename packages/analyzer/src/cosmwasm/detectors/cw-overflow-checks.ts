import type { SourceText } from "../../solidity/ast-helpers.ts";
import { type CrateOccurrence, crateRule } from "../crate-context.ts";

export const cwOverflowChecks = crateRule(
  {
    id: "cw-overflow-checks",
    title: "overflow-checks disabled in the release profile",
    severity: "high",
    confidence: "high",
    description:
      "Without `overflow-checks = true` under [profile.release], primitive integer arithmetic (u64, u128) wraps silently in the optimised wasm: balances can underflow to huge values.",
    recommendation:
      "Add `[profile.release]` with `overflow-checks = true` to Cargo.toml (the CosmWasm template default).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    if (!ctx.cargo) return out;
    const own = checkManifest(ctx.cargo.text);
    if (own.kind === "ok") return out;
    // A member's own profile is ignored by Cargo; the workspace root decides.
    const manifest =
      ctx.workspaceCargo && own.kind === "missing" ? ctx.workspaceCargo.text : ctx.cargo.text;
    const result = manifest === ctx.cargo.text ? own : checkManifest(manifest);
    if (result.kind === "ok") return out;
    out.push({ location: manifest.lineLocation(result.line), message: result.message });
    return out;
  },
);

type ManifestCheck =
  | { kind: "ok" }
  | { kind: "missing" | "disabled"; line: number; message: string };

function checkManifest(text: SourceText): ManifestCheck {
  const lines = text.lines;
  const header = lines.findIndex((l) => /^\s*\[profile\.release\]\s*$/.test(l));
  if (header >= 0) {
    let end = lines.length;
    for (let i = header + 1; i < lines.length; i++) {
      if (/^\s*\[/.test(lines[i])) {
        end = i;
        break;
      }
    }
    const section = lines.slice(header + 1, end);
    const setting = section.findIndex((l) => /^\s*overflow-checks\s*=/.test(l));
    if (setting >= 0 && /=\s*true\b/.test(section[setting])) return { kind: "ok" };
    return setting >= 0
      ? {
          kind: "disabled",
          line: header + 2 + setting,
          message: "overflow-checks is set to false in the release profile.",
        }
      : {
          kind: "disabled",
          line: header + 1,
          message: "The release profile does not enable overflow-checks.",
        };
  }
  const pkg = lines.findIndex((l) => /^\s*\[(package|workspace)\]\s*$/.test(l));
  return {
    kind: "missing",
    line: pkg >= 0 ? pkg + 1 : 1,
    message: `${text.file} has no [profile.release] with overflow-checks = true.`,
  };
}
