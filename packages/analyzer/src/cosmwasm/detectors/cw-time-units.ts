import { type CrateOccurrence, crateRule } from "../crate-context.ts";

const conversions = new Set([0n, 1n, 1000n, 1_000_000n, 1_000_000_000n]);

export const cwTimeUnits = crateRule(
  {
    id: "cw-time-units",
    title: "Seconds and nanoseconds mixed",
    severity: "high",
    confidence: "medium",
    description:
      "CosmWasm block time is a Timestamp in nanoseconds (env.block.time.nanos()) while Solidity's block.timestamp is in seconds. Comparing nanoseconds with second-sized constants (or the reverse) makes deadlines expire a billion times too early or too late.",
    recommendation:
      "Use env.block.time.seconds() with second constants, or convert explicitly (Timestamp::from_seconds / plus_seconds).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    for (const f of ctx.files) {
      f.masked.split("\n").forEach((line, i) => {
        if (f.testLines.has(i + 1)) return;
        const numbers = [...line.matchAll(/\b(\d[\d_]*)(u64|u128)?\b/g)]
          .map((m) => BigInt(m[1].replace(/_/g, "")))
          .filter((n) => !conversions.has(n));
        const nanos = /\.nanos\s*\(\s*\)|from_nanos\s*\(|plus_nanos\s*\(|minus_nanos\s*\(/.test(
          line,
        );
        const seconds =
          /\.seconds\s*\(\s*\)|from_seconds\s*\(|plus_seconds\s*\(|minus_seconds\s*\(/.test(line);
        let message: string | undefined;
        if (nanos && !seconds && numbers.some((n) => n > 1n && n < 1_000_000_000_000n))
          message = "A nanosecond time value is combined with a constant that looks like seconds.";
        else if (seconds && !nanos && numbers.some((n) => n >= 1_000_000_000_000_000n))
          message = "A second time value is combined with a constant that looks like nanoseconds.";
        else if (
          nanos &&
          !seconds &&
          /\b\w*(secs|seconds|_sec)\b/.test(line.replace(/\.nanos\s*\(\s*\)/g, ""))
        )
          message = "A nanosecond time value is combined with a value named in seconds.";
        else if (
          seconds &&
          !nanos &&
          /\b\w*(nanos|_ns)\b/.test(line.replace(/\.seconds\s*\(\s*\)/g, ""))
        )
          message = "A second time value is combined with a value named in nanoseconds.";
        if (message)
          out.push({ location: f.text.lineLocation(i + 1, (line.search(/\S/) ?? 0) + 1), message });
      });
    }
    return out;
  },
);
