import type { AstNode } from "../frontend/ast.ts";
import type { SolType } from "../model/sol-type.ts";
import type { ContractUnit } from "./contract-unit.ts";
import type { Expr } from "./expressions/rust-expr.ts";
import type { Needs } from "./needs.ts";
import type { Path, StorageReturn } from "./storage/storage-path.ts";

export type FnMode = "handler" | "instantiate" | "internal";

/** A Solidity local (or parameter) in scope: its Rust name, or the storage place it points at. */
export interface Local {
  name: string;
  type: SolType;
  alias?: Path;
}

export interface ReturnSpec {
  types: SolType[];
  /** Rust names of named return variables (null when unnamed). */
  names: (string | null)[];
  /** Builds the Rust expression a `return` evaluates to, from the returned values. */
  finish: (values: string[]) => string;
}

/** The internal-call shape `classifyCall` gives (a call to a function of this contract or a library). */
export interface InternalCallTarget {
  decl: number;
  virtual: boolean;
  superFrom: boolean;
  bound: AstNode | null;
  selfSender?: boolean;
}

/**
 * What the lowering modules (statements/, expressions/, assignments/, storage/, calls/, abi/) see of
 * the function being lowered: its state (locals, output lines, the prelude of temporaries, where it
 * runs) and the four recursive entry points. `FunctionLowering` implements it; the modules take it
 * as their first argument, so they never import the class (and no import cycle forms).
 */
export interface LoweringContext {
  readonly unit: ContractUnit;
  readonly mode: FnMode;
  readonly needs: Needs;
  readonly depsMut: boolean;

  // ---------- the recursive entry points ----------
  /** A Solidity expression as Rust, converted to `want` when given. */
  expr(e: AstNode, want?: SolType): Expr;
  /** Lowers one statement into `lines`. */
  statement(s: AstNode): void;
  /** Lowers a statement list into `lines`. */
  statements(stmts: AstNode[]): void;
  /** `name(ctx..., args...)?` for a call of an internal function (storage references copied in and out). */
  internalCallCode(e: AstNode, c: InternalCallTarget, target: AstNode): string;

  // ---------- output ----------
  readonly lines: string[];
  indent: number;
  /** Temporaries an expression needs before the statement it is part of (one frame per statement). */
  readonly prelude: string[][];
  emit(line: string): void;
  /** Emits a statement with the prelude (temporaries) its expressions created. */
  withPrelude(produce: () => string[]): void;
  /** `let <fresh> = code;` in the current prelude (the code itself inside a condition). */
  hoist(base: string, code: string): string;
  indentBy(delta: number): void;

  // ---------- names and locals ----------
  readonly locals: Map<number, Local>;
  readonly names: Set<string>;
  fresh(base: string): string;
  declareLocal(decl: AstNode, type?: SolType): string;
  bindLocal(declId: number, name: string, type: SolType, alias?: Path): void;
  localName(declId: number): string | undefined;
  isMutated(declId: number): boolean;
  saveLocals(): Map<number, Local>;
  restoreLocals(saved: Map<number, Local>): void;

  // ---------- what the scan of the body found (scan-locals.ts) ----------
  readonly mutated: Set<number>;
  readonly assignCount: Map<number, number>;
  readonly pendingDecl: Set<number>;
  readonly initAssigns: Map<number, number>;
  /** `if` statements declaring a local by their value (declare-by-if.ts): the local's id. */
  readonly ifDeclares: Map<number, number>;
  /** Assignments ending such an `if`'s branches: lowered as the branch's value. */
  readonly branchValues: Set<number>;
  readonly scanned: Set<number>;
  readonly unreadLocals: Set<number>;
  readonly deadStores: Set<number>;

  // ---------- where lowering is ----------
  uncheckedDepth: number;
  /** Inside `&&`, `||` or `?:`: code there may not run, so nothing is hoisted out of it. */
  conditionalDepth: number;
  loopLabels: { brk: string | null; cont: string | null }[];
  labelCounter: number;
  used: { deps: boolean; branch: boolean; env: boolean; info: boolean; api: boolean };
  returns: ReturnSpec;
  currentContract: AstNode | undefined;
  storageRet: { info: StorageReturn; declId: number | null } | null;
  mappingRet: { type: SolType; declId: number | null } | null;
  readonly refParams: Set<number>;
  readonly refLocals: Map<number, string>;
  readonly memoryRefNames: Set<string>;
  msgData: string | null;
  msgSig: string | null;
  senderLocal: string | null;
  /** Codes `f(..)?` of calls returning `Result<_, ContractError>`: `Ok(f(..)?)` is then just `f(..)`. */
  contractResults: Set<string>;
  fundsUsed: boolean;
  readonly exprOverrides: Map<number, Expr>;
  /** Lowers the stop of a handler at a try in a branch (the synthetic `Return` marking it). */
  onContinuationTail: (() => void) | null;
  trailing: AstNode | null;
  /** Lowers a modifier's `_` that stands inside a block or loop (unset: none may stand there). */
  placeholder: ((s: AstNode) => void) | null;
  readonly consumed: Set<number>;
  /** Statements stubbed as unsupported, and the declarations they made (statements/stub-statement.ts). */
  stubs: number;
  readonly stubbedDecls: Set<number>;

  // ---------- context access (deps, env, sender, funds, events, payouts) ----------
  storage(): string;
  depsRef(): string;
  depsFor(target: Needs): string;
  envRef(): string;
  senderPlace(): string;
  senderRef(): string;
  fundsExpr(): string;
  /** `msg.sig` as a place: `*msg_sig` in an internal function, else the handler's selector. */
  sigPlace(): string;
  /** `msg.sig` passed on to an internal function (`selfCall`: to f run in place for `this.f()`). */
  sigRef(selfCall?: AstNode): string;
  eventsRef(): string;
  payoutsRef(write: boolean): string;
  ctxArgs(t: Needs, selfCall?: AstNode): string[];
}
