import type { AstNode } from "../frontend/ast.ts";

/** A top-level Rust item in contract.rs, with the Solidity range it comes from (for the source map). */
export interface RustItem {
  key: string;
  code: string;
  what?: string;
  sol?: AstNode;
}
