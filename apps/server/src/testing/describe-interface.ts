import type { ContractInterface } from "@contract-platform/api";
import { compileSolidity } from "@contract-platform/converter/evm";
import { materializeSource } from "./materialize-source.ts";

export interface DescribeInterfaceInput {
  fileName: string;
  source: string;
}

export interface DescribedInterface {
  contracts: (ContractInterface & { deployable: boolean })[];
  errors: string[];
}

/**
 * Compiles the source as the scenarios will run it (bundled solc, optimizer off) and lists each
 * contract of the file with its ABI and whether it can be deployed.
 */
export function describeInterface(input: DescribeInterfaceInput): DescribedInterface {
  const path = materializeSource(input.fileName, input.source);
  const compiled = compileSolidity(path);
  const contracts = compiled.contracts
    .filter((c) => c.source === path)
    .map((c) => ({
      name: c.name,
      abi: c.abi,
      deployable: c.bytecode !== "0x" && !c.needsLinking,
    }));
  return { contracts, errors: compiled.errors };
}
