/** `sol2cosmwasm convert`: writes the CosmWasm crate for a Solidity file. */
export async function convertCommand(_argv: string[]): Promise<number> {
  console.error("convert: the converter is being built in this package (see src/).");
  return 1;
}
