// Why a catch clause that needs the EVM's revert data has no CosmWasm meaning (ADR 185).

const textOnly =
  "reports only an error text (a contract's own message wrapped by wasmd, every other failure redacted to `codespace: .., code: ..`; cw-multi-test's differs again), not the EVM's ABI-encoded revert data";

/** `catch Error(..)` / `catch Panic(..)` around `call`, which failed as `failed` reports. */
export function catchKindWhy(errorName: string, call: string, failed: string): string {
  return `catch ${errorName}(..) around ${call}: ${failed} ${textOnly}, so it cannot tell a require/revert message from a panic or a custom error, and running this clause for every failure would catch what the EVM lets through (ADR 185); a bare \`catch { }\` handles every failure`;
}

/** `catch (bytes memory data)` reading `data` around `call`. */
export function revertBytesWhy(call: string, failed: string): string {
  return `reading the revert data in catch (bytes memory ..) around ${call}: ${failed} ${textOnly}, so there are no bytes to decode (ADR 185); a catch that does not read them converts`;
}
