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
    const lines = ctx.cargo.text.lines;
    const header = lines.findIndex((l) => /^\s*\[profile\.release\]\s*$/.test(l));
    if (header >= 0) {
      let end = lines.length;
      for (let i = header + 1; i < lines.length; i++)
        if (/^\s*\[/.test(lines[i])) {
          end = i;
          break;
        }
      const section = lines.slice(header + 1, end);
      const setting = section.findIndex((l) => /^\s*overflow-checks\s*=/.test(l));
      if (setting >= 0 && /=\s*true\b/.test(section[setting])) return out;
      const line = setting >= 0 ? header + 2 + setting : header + 1;
      out.push({
        location: ctx.cargo.text.lineLocation(line),
        message:
          setting >= 0
            ? "overflow-checks is set to false in the release profile."
            : "The release profile does not enable overflow-checks.",
      });
      return out;
    }
    const pkg = lines.findIndex((l) => /^\s*\[package\]\s*$/.test(l));
    out.push({
      location: ctx.cargo.text.lineLocation(pkg >= 0 ? pkg + 1 : 1),
      message: "Cargo.toml has no [profile.release] with overflow-checks = true.",
    });
    return out;
  },
);
