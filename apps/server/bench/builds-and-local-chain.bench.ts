// `npx tsx apps/server/bench/builds-and-local-chain.bench.ts`: wasm build time of a crate cold
// (empty target cache) and warm (cache filled, one source edit), and the local chain's execute
// time per transaction warm — in the VM alone and through the HTTP API (VM + state write +
// history row). With CARGO_VENDOR_DIR or CARGO_HOME set (and a toolchain that builds the real
// CosmWasm crates) it also builds a converted example crate.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { CosmWasmChain } from "@contract-platform/cosmwasm-vm";
import { buildFixtureWasm } from "@contract-platform/cosmwasm-vm/fixtures";
import { buildWasm, type ToolchainConfig } from "@contract-platform/toolchain";
import { loadConfig } from "../src/config/load-config.ts";
import { signUpUser } from "../test/auth-helpers.ts";
import { call } from "../test/contracts-helpers.ts";
import { createTestApp } from "../test/create-test-app.ts";
import { FIXTURE_CRATE_FILES, uploadAndBuildFixture } from "../test/local-chain-helpers.ts";

const policy = { allowBuildScripts: false, allowAnyDependency: false, extraAllowedCrates: [] };
const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

function writeCrate(files: { path: string; content: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-crate-"));
  for (const file of files) {
    const path = join(dir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  return dir;
}

async function benchBuild(label: string, dir: string, config: ToolchainConfig) {
  const cold = await buildWasm(dir, { config, policy, owner: "bench" });
  if (cold.status !== "succeeded") {
    console.log(`${label}: ${cold.status} — ${cold.log.split("\n").slice(-3).join(" ")}`);
    return;
  }
  const lib = join(dir, "src/lib.rs");
  writeFileSync(lib, `${readFileSync(lib, "utf8")}\n// edited\n`);
  const warm = await buildWasm(dir, { config, policy, owner: "bench" });
  const artifact = cold.artifacts[0];
  console.log(
    `${label}: cold ${(cold.durationMs / 1000).toFixed(1)} s, warm ${(warm.durationMs / 1000).toFixed(1)} s, ${artifact.sizeBytes} bytes, sha256 ${artifact.sha256.slice(0, 16)}…`,
  );
}

const env = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), "bench-data-")),
}).builds;
const fresh = () => ({ ...env, cacheDir: mkdtempSync(join(tmpdir(), "bench-cache-")) });

console.log(
  "wasm builds (toolchain from CARGO/RUSTC or the machine's; timings are wall clock on a shared machine)",
);
await benchBuild("dependency-free fixture crate", writeCrate(FIXTURE_CRATE_FILES), {
  ...fresh(),
  ...(process.env.CARGO ? {} : { cargo: "/usr/bin/cargo", rustc: "/usr/bin/rustc" }),
});
if (env.vendorDir || env.cargoHome) {
  const golden = new URL(
    "../../../packages/converter/examples/basic-token/golden/",
    import.meta.url,
  );
  const files = [
    "Cargo.toml",
    "src/lib.rs",
    "src/contract.rs",
    "src/msg.rs",
    "src/state.rs",
    "src/error.rs",
    "src/tests.rs",
    "src/bin/schema.rs",
  ].map((path) => ({ path, content: readFileSync(new URL(path, golden), "utf8") }));
  await benchBuild("converted basic-token (cosmwasm-std 2.2)", writeCrate(files), fresh());
} else {
  console.log(
    "converted crate: skipped (set CARGO_VENDOR_DIR or CARGO_HOME to an offline copy of the CosmWasm crates)",
  );
}

console.log("\nlocal chain execute, warm (fixture token transfer)");
const wasm = buildFixtureWasm("fixture-token");
const chain = CosmWasmChain.create({ chainId: "bench" });
const owner = chain.addrMake("deployer");
const { codeId } = await chain.storeCode(owner, wasm);
const made = await chain.instantiate({
  sender: owner,
  codeId,
  msg: { name: "B", initial_supply: "1000000000" },
  label: "b",
});
if (!made.ok) throw new Error(made.error);
const vmSamples: number[] = [];
for (let i = 0; i < 300; i++) {
  const started = performance.now();
  chain.nextBlock({ seconds: 5 });
  const tx = await chain.execute({
    sender: owner,
    contract: made.address,
    msg: { transfer: { to: chain.addrMake(`u${i % 7}`), amount: "1" } },
  });
  if (!tx.ok) throw new Error(tx.error);
  if (i >= 20) vmSamples.push(performance.now() - started);
}
console.log(
  `VM only: median ${median(vmSamples).toFixed(2)} ms per transaction (${vmSamples.length} transactions)`,
);

const t = await createTestApp({
  CARGO: process.env.CARGO ?? "/usr/bin/cargo",
  RUSTC: process.env.RUSTC ?? "/usr/bin/rustc",
});
try {
  await signUpUser(t, "admin@example.com");
  const user = await signUpUser(t, "bench@example.com");
  const as = { token: user.accessToken };
  const { buildId } = await uploadAndBuildFixture(t, user);
  const deployed = await call(t, "POST", "/api/deployments", {
    ...as,
    body: {
      buildId,
      chain: "local",
      instantiateMsg: { name: "B", initial_supply: "1000000000" },
      label: "bench",
    },
  });
  const id = deployed.body.deployment.id;
  const apiSamples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const sent = await call(t, "POST", `/api/deployments/${id}/execute`, {
      ...as,
      body: { msg: { transfer: { to: chain.addrMake(`u${i % 7}`), amount: "1" } } },
    });
    if (sent.status !== 200) throw new Error(JSON.stringify(sent.body));
    if (i >= 20) apiSamples.push(performance.now() - started);
  }
  console.log(
    `through the API (${t.database.kind}: VM + state write + history): median ${median(apiSamples).toFixed(2)} ms per transaction (target ≤ 20 ms warm)`,
  );
} finally {
  await t.close();
}
