import type { ContractRow } from "../db/schema.ts";
import type { ContractDeps } from "./contract-deps.ts";
import { createZip } from "./create-zip.ts";
import { findVersion, loadVersionFiles } from "./load-version-files.ts";

function crateNameOf(contract: ContractRow, files: { path: string; content: string }[]): string {
  const cargo = files.find((file) => file.path === "Cargo.toml")?.content ?? "";
  const fromCargo = /^\s*name\s*=\s*"([^"]+)"/m.exec(cargo)?.[1];
  const name = fromCargo ?? contract.name;
  return name.replace(/[^A-Za-z0-9_-]/g, "-").replace(/^-+/, "") || "contract";
}

/** The crate of version n (default current) as a zip whose entries sit under `<crate>/`. */
export async function buildContractZip(
  deps: ContractDeps,
  contract: ContractRow,
  versionNumber?: number,
): Promise<{ bytes: Uint8Array; fileName: string; version: number }> {
  const version = await findVersion(deps, contract, versionNumber);
  const files = await loadVersionFiles(deps, contract, version);
  const crate = crateNameOf(contract, files);
  const bytes = createZip(
    files.map((file) => ({ path: `${crate}/${file.path}`, content: file.content })),
    new Date(version.created_at),
  );
  return { bytes, fileName: `${crate}-v${version.version}.zip`, version: version.version };
}
