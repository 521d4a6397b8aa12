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
