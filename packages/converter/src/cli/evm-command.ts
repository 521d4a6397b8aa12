/** `sol2cosmwasm evm`: replays scenarios on the original Solidity in an in-process EVM. */
export async function evmCommand(_argv: string[]): Promise<number> {
  console.error("evm: the scenario runner is being built in this package (see src/evm/).");
  return 1;
}
