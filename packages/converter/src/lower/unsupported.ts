import type { AstNode } from "../frontend/ast.ts";

/**
 * Raised for constructs without a faithful translation. The handler (or statement) being lowered
 * becomes a TODO stub returning `ContractError::Unsupported`, and the diagnostic names `code`.
 */
export class Unsupported extends Error {
  constructor(
    readonly code: string,
    readonly node: AstNode | null,
    readonly what: string,
  ) {
    super(what);
  }
}

/**
 * SOL2CW-E015 where a mapping has no map of its own in the storage layout: only a state mapping
 * and a struct's mapping member reached from a state variable through mapping keys and struct
 * fields get one.
 */
export const UNPLACED_MAPPING =
  "a mapping with no map of its own in storage (one kept in an array `mapping(..)[n]`, in a struct kept in an array, or in a recursive struct's mapping member: only a state mapping, or a struct's mapping member reached from a state variable through keys and fields, has one)";
