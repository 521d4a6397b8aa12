import { readFileSync } from "node:fs";
import type { AuthSession } from "@contract-platform/api";
import { call, upload } from "./contracts-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

const fixtureDir = new URL(
  "../../../packages/cosmwasm-vm/fixtures/fixture-token/",
  import.meta.url,
);
export const FIXTURE_SOL = readFileSync(new URL("FixtureToken.sol", fixtureDir), "utf8");

/**
 * The project's dependency-free fixture token as a crate: what a user who rewrote the converted
 * Rust by hand would save as a new version (Debian's rustc builds it without a crates registry).
 */
export const FIXTURE_CRATE_FILES = [
  {
    path: "Cargo.toml",
    content: `[package]
name = "fixture-token"
version = "0.1.0"
edition = "2021"

[lib]
crate-type = ["cdylib", "rlib"]

[profile.release]
opt-level = "z"
lto = true
panic = "abort"
`,
  },
  { path: "src/lib.rs", content: readFileSync(new URL("contract.rs", fixtureDir), "utf8") },
  {
    path: "conversion.json",
    content: readFileSync(new URL("conversion.json", fixtureDir), "utf8"),
  },
];

/** Uploads FixtureToken.sol, converts it, saves the fixture crate as version 2 and builds it. */
export async function uploadAndBuildFixture(t: TestApp, session: AuthSession) {
  const as = { token: session.accessToken };
  const uploaded = await upload(t, session, "FixtureToken.sol", FIXTURE_SOL);
  const contractId: string = uploaded.body.results[0].contract.id;
  await call(t, "POST", `/api/contracts/${contractId}/convert`, as);
  await t.deps.jobs.whenIdle();
  const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
    ...as,
    body: { files: FIXTURE_CRATE_FILES, note: "hand-written dependency-free crate" },
  });
  if (saved.status !== 201) throw new Error(`save failed: ${JSON.stringify(saved.body)}`);
  const started = await call(t, "POST", `/api/contracts/${contractId}/builds`, as);
  await t.deps.jobs.whenIdle();
  const build = await call(t, "GET", `/api/builds/${started.body.build.id}`, as);
  if (build.body.build.status !== "succeeded") {
    throw new Error(`fixture build ${build.body.build.status}: ${build.body.build.log}`);
  }
  return { contractId, buildId: started.body.build.id as string };
}
