import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURES_DIR } from "@contract-platform/cosmwasm-vm/fixtures";

/**
 * The dependency-free fixture token (packages/cosmwasm-vm/fixtures) as a user would save it in the
 * code review: its Solidity, and a crate version whose Rust is the hand-written contract (it builds
 * with Debian's rustc, no crates registry needed), plus the deliberately divergent twin — the same
 * Rust with `cfg!(divergent)` turned on by hand.
 */
const dir = join(FIXTURES_DIR, "fixture-token");

export const FIXTURE_TOKEN_SOL = readFileSync(join(dir, "FixtureToken.sol"), "utf8");
export const FIXTURE_TOKEN_SCENARIO = readFileSync(join(dir, "FixtureToken.scenario.json"), "utf8");
const contractRs = readFileSync(join(dir, "contract.rs"), "utf8");
const conversionJson = readFileSync(join(dir, "conversion.json"), "utf8");

const manifest = `[package]
name = "fixture-token"
version = "0.1.0"
edition = "2021"

[lib]
crate-type = ["cdylib", "rlib"]

[profile.release]
opt-level = "z"
lto = true
panic = "abort"
`;

/** The files of the crate version: faithful, or the twin whose mint and deposit differ. */
export function fixtureTokenCrate(divergent = false): { path: string; content: string }[] {
  return [
    { path: "Cargo.toml", content: manifest },
    {
      path: "src/lib.rs",
      content: divergent ? contractRs.replaceAll("cfg!(divergent)", "true") : contractRs,
    },
    { path: "conversion.json", content: conversionJson },
  ];
}
