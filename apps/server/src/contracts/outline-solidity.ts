import { parse } from "@solidity-parser/parser";

export interface SolidityOutline {
  contracts: { name: string; kind: string; deployable: boolean }[];
}

/**
 * Parses Solidity tolerantly (any version) and lists its contracts. Throws the parser's error
 * (with line and column) when the text is not Solidity.
 */
export function outlineSolidity(source: string): SolidityOutline {
  const ast = parse(source, { tolerant: false, loc: true });
  const contracts: SolidityOutline["contracts"] = [];
  for (const node of ast.children) {
    if (node.type !== "ContractDefinition") continue;
    const isAbstract = (node as { isAbstract?: boolean }).isAbstract === true;
    contracts.push({
      name: node.name,
      kind: isAbstract ? "abstract" : node.kind,
      deployable: node.kind === "contract" && !isAbstract,
    });
  }
  return { contracts };
}
