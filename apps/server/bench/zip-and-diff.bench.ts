// `npx tsx apps/server/bench/zip-and-diff.bench.ts`: time of the crate zip (fflate) and the version
// diff (`diff`, Myers) on generated Rust of a few sizes; prints medians (ADR 161).
import { createZip } from "../src/contracts/create-zip.ts";
import { MAX_EDIT_LENGTH, unifiedDiff } from "../src/contracts/line-diff.ts";

async function median(runs: number, fn: () => unknown | Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const line = (i: number) =>
  `    let value_${i} = deps.storage.get(&key_${i % 97}).unwrap_or_default(); // ${(i * 7919) % 1000}`;
const rust = (count: number, seed = 0) =>
  `${Array.from({ length: count }, (_, i) => line(i + seed)).join("\n")}\n`;
const editEvery = (text: string, every: number) =>
  text
    .split("\n")
    .map((l, i) => (i % every === 0 && l ? `${l} // edited` : l))
    .join("\n");

const crate = [
  { path: "Cargo.toml", content: '[package]\nname = "bench"\n' },
  ...Array.from({ length: 9 }, (_, i) => ({ path: `src/f${i}.rs`, content: rust(600, i) })),
];
const kib = crate.reduce((sum, file) => sum + file.content.length, 0) / 1024;
const zipped = createZip(crate, new Date());
const zipMs = await median(20, () => createZip(crate, new Date()));
console.log(
  `zip ${crate.length} files, ${kib.toFixed(0)} KiB -> ${(zipped.length / 1024).toFixed(0)} KiB: median ${zipMs.toFixed(1)} ms`,
);

const cases: [string, string, string][] = [
  ["600 lines, 12 lines edited", rust(600), editEvery(rust(600), 50)],
  ["5000 lines, 50 lines edited", rust(5000), editEvery(rust(5000), 100)],
  ["30000 lines, 30 lines edited", rust(30000), editEvery(rust(30000), 1000)],
  [`1000 lines replaced (past the ${MAX_EDIT_LENGTH}-line bound)`, rust(1000), rust(1000, 1e5)],
];
for (const [label, before, after] of cases) {
  const result = await unifiedDiff("src/contract.rs", before, after);
  const ms = await median(5, () => unifiedDiff("src/contract.rs", before, after));
  console.log(
    `diff ${label}: +${result.additions} -${result.deletions}, median ${ms.toFixed(1)} ms`,
  );
}
