import type { AstNode } from "../frontend/ast.ts";
import type { SolType } from "../model/sol-type.ts";
import type { StateVar } from "./state-var.ts";

export interface EntryParam {
  /** Solidity name ("" when unnamed). */
  name: string;
  /** JSON field name. */
  field: string;
  /** Rust identifier of the field. */
  ident: string;
  type: SolType;
  decl: AstNode | null;
  /** Other JSON names the field accepts: the names of the overridden functions' parameters. */
  aliases?: string[];
}

export interface Entry {
  kind: "execute" | "query";
  fn: AstNode | null;
  getter: StateVar | null;
  special: "receive" | "fallback" | null;
  signature: string;
  variant: string;
  rustVariant: string;
  rename: boolean;
  params: EntryParam[];
  returns: EntryParam[];
  payable: boolean;
  declaredIn: string;
  handler: string;
  /** Rust type of the response struct when several values are returned. */
  responseType: string | null;
  /** A view that reads `msg.sender`: its query gets a `sender` field. */
  readsSender: boolean;
  /**
   * A view or pure function implementing a declaration that is not view/pure: callers through
   * that declaration send an execute, so its query also has an ExecuteMsg variant (ADR 0240).
   */
  alsoExecute?: boolean;
  /** Context arguments the execute handler takes (set while emitting it). */
  handlerArgs?: string[];
}
