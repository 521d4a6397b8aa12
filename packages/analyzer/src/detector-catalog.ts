import { cosmwasmDetectors } from "./cosmwasm/detectors/index.ts";
import type { DetectorInfo } from "./result-schema.ts";
import { solidityDetectors } from "./solidity/detectors/index.ts";

/** Static descriptions of every detector (Solidity first, then CosmWasm). */
export function listDetectors(): DetectorInfo[] {
  return [...solidityDetectors.map((d) => d.info), ...cosmwasmDetectors.map((d) => d.info)];
}
