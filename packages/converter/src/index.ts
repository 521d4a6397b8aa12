import { convertSoliditySync } from "./convert-solidity.ts";
import type { ConversionResult, ConvertInput } from "./types.ts";

export { CONVERTER_VERSION, convertSoliditySync } from "./convert-solidity.ts";
export type { ConversionResult, ConvertInput, Diagnostic } from "./types.ts";
export { warmUpConverter } from "./warm-up.ts";

/** Converts Solidity source into a CosmWasm crate. Never rejects: failures come back as diagnostics. */
export async function convertSolidity(input: ConvertInput): Promise<ConversionResult> {
  return convertSoliditySync(input);
}
