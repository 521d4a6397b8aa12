// Warm conversion time per example (median of repeated runs, solc already loaded), with and
// without the rustfmt pass, and for the whole corpus. Run: npm run bench
import { basename } from "node:path";
import { rustfmtAvailable } from "../src/format/format-rust.ts";
import { loadSolc } from "../src/frontend/compile-solidity.ts";
import { convertSoliditySync } from "../src/index.ts";
import { listExamples } from "../test/examples.ts";
import { groupedContract } from "./grouped-contract.ts";
import { PHASES, type Phase, phaseTimings } from "./phase-timings.ts";

const runs = Number(process.env.BENCH_RUNS ?? 7);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

const examples = listExamples();
const loadMs = time(() => loadSolc());
const fmt = rustfmtAvailable();
console.log(
  `solc loaded in ${loadMs.toFixed(0)} ms; rustfmt ${fmt ? "available" : "not available"}; ${runs} runs each`,
);
console.log(
  `${"example".padEnd(24)} ${"median ms".padStart(10)} ${"+rustfmt ms".padStart(12)}  result`,
);
let totalPlain = 0;
let totalFmt = 0;
for (const e of examples) {
  const input = { source: e.source, fileName: basename(e.solFile), contract: e.contract };
  convertSoliditySync({ ...input, format: false }); // warm-up
  const plain: number[] = [];
  const withFmt: number[] = [];
  let ok = false;
  for (let i = 0; i < runs; i++) {
    plain.push(
      time(() => {
        ok = convertSoliditySync({ ...input, format: false }).ok;
      }),
    );
    if (fmt) withFmt.push(time(() => convertSoliditySync(input)));
  }
  const p = median(plain);
  const f = fmt ? median(withFmt) : Number.NaN;
  totalPlain += p;
  totalFmt += fmt ? f : 0;
  console.log(
    `${e.name.padEnd(24)} ${p.toFixed(1).padStart(10)} ${(fmt ? f.toFixed(1) : "-").padStart(12)}  ${ok ? "ok" : "diagnostics"}`,
  );
}
console.log(`\nphase breakdown (median ms of ${runs} warm runs, main contract, rustfmt included)`);
console.log(`${"example".padEnd(24)} ${PHASES.map((p) => p.padStart(8)).join(" ")}`);
const phaseTotals: Record<Phase, number> = { solc: 0, lower: 0, emit: 0, rustfmt: 0, report: 0 };
for (const e of examples) {
  const input = { source: e.source, fileName: basename(e.solFile), contract: e.contract };
  phaseTimings(input); // warm-up
  const samples = Array.from({ length: runs }, () => phaseTimings(input));
  const row = PHASES.map((p) => {
    const m = median(samples.map((s) => s[p]));
    phaseTotals[p] += m;
    return m.toFixed(1).padStart(8);
  });
  console.log(`${e.name.padEnd(24)} ${row.join(" ")}`);
}
console.log(
  `${"corpus total".padEnd(24)} ${PHASES.map((p) => phaseTotals[p].toFixed(0).padStart(8)).join(" ")}`,
);
console.log(
  `\ncorpus: ${examples.length} contracts, ${totalPlain.toFixed(0)} ms (median ${(totalPlain / Math.max(1, examples.length)).toFixed(1)} ms per contract)` +
    (fmt ? `; with rustfmt ${totalFmt.toFixed(0)} ms` : ""),
);

// The converter's own passes (everything but solc and rustfmt) should grow linearly with the
// contract: 10 times the members should cost about 10 times as much.
const ownMs = (groups: number) => {
  const t = phaseTimings({ source: groupedContract(groups), fileName: "Grouped.sol" });
  return t.lower + t.emit + t.report;
};
ownMs(10);
ownMs(100);
const small: number[] = [];
const large: number[] = [];
for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) {
  small.push(ownMs(10));
  large.push(ownMs(100));
}
console.log(
  `\nown passes, generated contract: 10 groups of members ${median(small).toFixed(0)} ms, 100 groups ${median(large).toFixed(0)} ms (${(median(large) / median(small)).toFixed(1)}x for 10x the members)`,
);
