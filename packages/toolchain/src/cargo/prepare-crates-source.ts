import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { CratesSourceKind } from "@contract-platform/api";
import { parse, stringify } from "smol-toml";
import type { SandboxMount } from "../sandbox/sandbox-types.ts";
import type { ToolchainConfig } from "../toolchain-config.ts";

/** Where cargo gets crates from inside the sandbox. */
export interface CratesSource {
  kind: CratesSourceKind;
  /** Human description for logs and the Platform tab. */
  label: string;
  /** Host directory used as CARGO_HOME (holds our config.toml, and registry caches online). */
  cargoHomeDir: string;
  /** Read-only mounts of the crates themselves (vendor directory, local registry...). */
  mounts: SandboxMount[];
  /** True when crates come from a network registry: a `cargo fetch` with network runs first. */
  online: boolean;
  /** Identifies the source for caches. */
  id: string;
}

export const SANDBOX_CARGO_HOME = "/sandbox/cargo-home";
export const SANDBOX_VENDOR = "/sandbox/vendor";

/**
 * Sets up standard cargo configuration for the configured crates source:
 * - CARGO_VENDOR_DIR: a `cargo vendor` directory, mounted read-only, crates-io replaced by it,
 *   fully offline (no network in the sandbox at all);
 * - CARGO_HOME: the source replacement of that cargo home's config.toml (local-registry,
 *   directory or a mirror registry), with its local directories mounted read-only; offline
 *   unless the replacement is a network registry;
 * - neither: crates.io over the network, fetched by cargo alone before anything runs.
 * Credentials and tokens of the given cargo home never enter the sandbox.
 */
export function prepareCratesSource(config: ToolchainConfig): CratesSource {
  if (config.vendorDir) {
    const text = stringify({
      source: {
        "crates-io": { "replace-with": "vendored-sources" },
        "vendored-sources": { directory: SANDBOX_VENDOR },
      },
      net: { offline: true },
    });
    return finish(config, "vendor", text, {
      label: `vendor directory ${config.vendorDir} (offline)`,
      mounts: [{ source: resolve(config.vendorDir), target: SANDBOX_VENDOR, writable: false }],
      online: false,
    });
  }
  if (config.cargoHome) return fromCargoHome(config, resolve(config.cargoHome));
  const text = stringify({ net: { "git-fetch-with-cli": false } });
  return finish(config, "online", text, {
    label: "crates.io (online)",
    mounts: [],
    online: true,
  });
}

function fromCargoHome(config: ToolchainConfig, home: string): CratesSource {
  const file = ["config.toml", "config"].map((name) => join(home, name)).find(existsSync);
  if (!file) {
    // Plain cargo behaviour: a cargo home without configuration means crates.io.
    return finish(config, "online", stringify({ net: { "git-fetch-with-cli": false } }), {
      label: `crates.io (online; ${home} has no config.toml)`,
      mounts: [],
      online: true,
    });
  }
  const parsed = parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  // Paths in a cargo config are relative to the parent of the directory holding it.
  const base = dirname(home);
  const sources = (parsed.source ?? {}) as Record<string, Record<string, unknown>>;
  const mounts: SandboxMount[] = [];
  for (const source of Object.values(sources)) {
    for (const key of ["directory", "local-registry"]) {
      const value = source[key];
      if (typeof value !== "string") continue;
      const path = isAbsolute(value) ? value : resolve(base, value);
      source[key] = path;
      mounts.push({ source: path, target: path, writable: false });
    }
  }
  let final = "crates-io";
  for (let hops = 0; hops < 10 && typeof sources[final]?.["replace-with"] === "string"; hops++) {
    final = sources[final]["replace-with"] as string;
  }
  const finalSource = sources[final] ?? {};
  const online = !(finalSource.directory || finalSource["local-registry"]);
  const kept: Record<string, unknown> = { source: sources };
  if (online) {
    if (parsed.registries) kept.registries = stripTokens(parsed.registries);
  } else {
    kept.net = { offline: true };
  }
  const what = finalSource["local-registry"]
    ? `local registry ${finalSource["local-registry"]}`
    : finalSource.directory
      ? `directory ${finalSource.directory}`
      : `registry ${String(finalSource.registry ?? "crates.io")}`;
  return finish(config, "cargo-home", stringify(kept), {
    label: `cargo home ${home}: ${what}${online ? " (online)" : " (offline)"}`,
    mounts,
    online,
  });
}

function stripTokens(registries: unknown): unknown {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(registries as Record<string, unknown>)) {
    const { token: _token, ...rest } = (value ?? {}) as Record<string, unknown>;
    copy[name] = rest;
  }
  return copy;
}

function finish(
  config: ToolchainConfig,
  kind: CratesSourceKind,
  configText: string,
  rest: Pick<CratesSource, "label" | "mounts" | "online">,
): CratesSource {
  const id = createHash("sha256")
    .update(JSON.stringify([kind, configText, rest.mounts]))
    .digest("hex")
    .slice(0, 16);
  const cargoHomeDir = join(config.cacheDir, "cargo-home", `${kind}-${id}`);
  const configFile = join(cargoHomeDir, "config.toml");
  if (!existsSync(configFile) || readFileSync(configFile, "utf8") !== configText) {
    mkdirSync(cargoHomeDir, { recursive: true });
    const temp = `${configFile}.${process.pid}.tmp`;
    writeFileSync(temp, configText);
    renameSync(temp, configFile);
  }
  return { kind, cargoHomeDir, id, ...rest };
}
