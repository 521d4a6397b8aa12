import type { BuildArtifact } from "@contract-platform/api";
import type { Caller } from "../contracts/contract-deps.ts";
import { HttpError } from "../http/http-error.ts";
import { artifactKey, type BuildDeps, WASM_ARTIFACTS_BUCKET } from "./build-deps.ts";
import { findOwnedBuild } from "./find-owned-build.ts";

/** The bytes of a build's artifact (the main one, or the one named `fileName`). */
export async function readBuildArtifact(
  deps: BuildDeps,
  caller: Caller,
  buildId: string,
  fileName?: string,
): Promise<{ artifact: BuildArtifact; wasm: Uint8Array; contractName: string }> {
  const { row, contractName } = await findOwnedBuild(deps, caller, buildId);
  const artifacts = row.artifacts as BuildArtifact[];
  const artifact = fileName
    ? artifacts.find((item) => item.fileName === fileName)
    : (artifacts.find((item) => item.sha256 === row.checksum) ?? artifacts[0]);
  if (!artifact) {
    throw new HttpError(
      409,
      "no_artifact",
      fileName ? `The build has no artifact ${fileName}` : "The build has no wasm artifact",
    );
  }
  const wasm = await deps.storage.get(WASM_ARTIFACTS_BUCKET, artifactKey(artifact.sha256));
  if (!wasm) throw new HttpError(502, "artifact_missing", "The wasm artifact could not be read");
  return { artifact, wasm, contractName };
}

/** `sha256sum`-style lines for every artifact of a build (`sha256sum -c` checks them). */
export function checksumsFile(artifacts: BuildArtifact[]): string {
  return artifacts.map((artifact) => `${artifact.sha256}  ${artifact.fileName}\n`).join("");
}
