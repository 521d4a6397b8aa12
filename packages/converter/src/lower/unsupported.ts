import type { AstNode } from "../frontend/ast.ts";

/**
 * Codes of constructs that have no CosmWasm meaning at all (EVM internals, code introspection,
 * `delegatecall`, state changes from a query); every other code names a construct the converter
 * does not translate yet.
 */
const UNTRANSLATABLE_CODES = new Set([
  "SOL2CW-E001",
  "SOL2CW-E002",
  "SOL2CW-E003",
  "SOL2CW-E004",
  "SOL2CW-E005",
  "SOL2CW-E006",
  "SOL2CW-E007",
  "SOL2CW-E010",
  "SOL2CW-E020",
]);

/**
 * Raised for constructs the converter does not translate. The handler (or statement) being
 * lowered becomes a TODO stub returning `ContractError::Unsupported`, and the diagnostic names
 * `code`. `untranslatable` tells a construct without a faithful CosmWasm meaning from one that is
 * merely not supported yet; it follows the code unless the thrower knows better.
 */
export class Unsupported extends Error {
  constructor(
    readonly code: string,
    readonly node: AstNode | null,
    readonly what: string,
    readonly untranslatable: boolean = UNTRANSLATABLE_CODES.has(code),
  ) {
    super(what);
  }

  /** Why the construct is refused, said after `what` in the diagnostic and the TODO comment. */
  get verdict(): string {
    return this.untranslatable ? "has no faithful CosmWasm translation" : "is not supported yet";
  }
}

/**
 * SOL2CW-E015 where a mapping has no map of its own in the storage layout: only a state mapping
 * and a struct's mapping member reached from a state variable through mapping keys and struct
 * fields get one.
 */
export const UNPLACED_MAPPING =
  "a mapping with no map of its own in storage (one in an array of mapping arrays with a fixed size at either level or kept in a mapping or a struct, an array of mappings kept in a struct, a struct kept in an array, another mapping member of a node kept in a recursive struct's mapping member, or mutual recursion through a second struct: only a state mapping, a state array of mappings, or a struct's mapping member reached from a state variable through keys and fields, has one)";
