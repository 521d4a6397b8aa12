import type { AstNode } from "../frontend/ast.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { rustIdent, snakeCase } from "../naming/snake-case.ts";
import { internalCallCode } from "./calls/internal-call.ts";
import type { ContractUnit } from "./contract-unit.ts";
import { lowerExpression } from "./expressions/lower-expression.ts";
import type { Expr } from "./expressions/rust-expr.ts";
import type {
  FnMode,
  InternalCallTarget,
  Local,
  LoweringContext,
  ReturnSpec,
} from "./lowering-context.ts";
import { type Needs, needsDeps } from "./needs.ts";
import { fixedHelperNames, isIntHelperName } from "./rust-helpers.ts";
import { lowerStatement, lowerStatements } from "./statements/lower-statements.ts";
import type { Path, StorageReturn } from "./storage/storage-path.ts";
import { Unsupported } from "./unsupported.ts";

// `index` is only called from other helpers, never where a local could hide it.
const HELPER_NAMES = new Set(fixedHelperNames().filter((name) => name !== "index"));

/** A local's Rust name: a name the crate's helper functions use gets `_value`, so calls to it still reach it. */
function localBase(solidityName: string): string {
  const base = snakeCase(solidityName) || "value";
  return HELPER_NAMES.has(base) || isIntHelperName(base) ? `${base}_value` : base;
}

/**
 * Lowers the statements and expressions of one Solidity function body into Rust lines: the state
 * of one body being lowered. What each construct becomes is in the modules beside this file, one
 * per kind of construct (see docs/architecture.md, Converter):
 * - statements/ — `statement()` dispatches: declarations, if/loops, return, try, emit, reverts
 * - assignments/ — `x = v`, `x += f(y)`, tuples, `++`/`delete` targets
 * - expressions/ — `expr()` dispatches: literals, names, members, indexes, operators, casts
 * - calls/ — internal, external (queries and messages), builtins, `address.call`, `new`
 * - storage/ — places in storage: paths, loads, load-modify-save, storage references
 * - abi/ — abi.encode/encodePacked/decode and hashing input
 */
export class FunctionLowering implements LoweringContext {
  readonly lines: string[] = [];
  indent = 1;
  readonly locals = new Map<number, Local>();
  readonly names = new Set<string>();
  uncheckedDepth = 0;
  conditionalDepth = 0;
  readonly prelude: string[][] = [];
  loopLabels: { brk: string | null; cont: string | null }[] = [];
  labelCounter = 0;
  readonly mutated = new Set<number>();
  /** How many times each declaration is assigned. */
  readonly assignCount = new Map<number, number>();
  /** Locals declared without a value whose first top-level assignment becomes their `let`. */
  readonly pendingDecl = new Set<number>();
  /** How many assignments give a local declared without a value its first value (one per path). */
  readonly initAssigns = new Map<number, number>();
  /** `if` statements declaring a local by their value (declare-by-if.ts): the local's id. */
  readonly ifDeclares = new Map<number, number>();
  /** Assignments ending such an `if`'s branches: lowered as the branch's value. */
  readonly branchValues = new Set<number>();
  /** Bodies already scanned for mutations (scan-locals.ts). */
  readonly scanned = new Set<number>();
  /** Locals declared by a statement whose value nothing reads: `_name` in Rust, as rustc expects. */
  readonly unreadLocals = new Set<number>();
  /** Assignments whose stored value nothing reads (see scanUnread). */
  readonly deadStores = new Set<number>();
  used = { deps: false, branch: false, env: false, info: false, api: false };
  returns: ReturnSpec = { types: [], names: [], finish: () => "Ok(())" };
  /** The contract whose code is being lowered (for `super`). */
  currentContract: AstNode | undefined;
  /** Set when the function returns a storage pointer: returns become the location's keys. */
  storageRet: { info: StorageReturn; declId: number | null } | null = null;
  /** Set when the function returns a mapping chosen at run time: returns become its `<..>Ref`. */
  mappingRet: { type: SolType; declId: number | null } | null = null;
  /** Parameters that are storage references (`&mut T` / `&T` in Rust). */
  readonly refParams = new Set<number>();
  /** Storage reference parameters that also get their location (`<S>Ref`): param id → Rust name. */
  readonly refLocals = new Map<number, string>();
  /** Rust names of memory parameters passed by reference (`&mut T`, ADR 193). */
  readonly memoryRefNames = new Set<string>();
  /** In the fallback handler: the local holding `msg.data`. */
  msgData: string | null = null;
  /**
   * Where this code runs as the handler of a call: the selector `msg.sig` holds there (hex; the
   * function's own, `00000000` in the constructor and `receive`), null where none is known (the
   * fallback). Internal functions read it from their `msg_sig` parameter (ADR 218).
   */
  msgSig: string | null = null;
  /** In a continuation run by `reply`: the local holding the original `msg.sender`. */
  senderLocal: string | null = null;
  contractResults = new Set<string>();
  /** Whether `msg.value` (the `funds` local) was read. */
  fundsUsed = false;
  /** Expressions already computed elsewhere (a call's result decoded in `reply`), by node id. */
  readonly exprOverrides = new Map<number, Expr>();
  onContinuationTail: (() => void) | null = null;
  /** The function's last statement, a `return` lowered apart (`tailReturn`) after the others. */
  trailing: AstNode | null = null;
  placeholder: ((s: AstNode) => void) | null = null;
  /** Statements already lowered as part of an earlier one (`bool ok = t.transfer(..); require(ok)`). */
  readonly consumed = new Set<number>();
  /** How many statements became stubs; the declarations they made. */
  stubs = 0;
  readonly stubbedDecls = new Set<number>();

  constructor(
    readonly unit: ContractUnit,
    readonly mode: FnMode,
    readonly needs: Needs,
    readonly depsMut: boolean,
  ) {
    for (const n of [
      "deps",
      "env",
      "info",
      "msg",
      "sender",
      "funds",
      "msg_sig",
      "events",
      "payouts",
    ]) {
      this.names.add(n);
    }
  }

  // ---------- the recursive entry points ----------

  expr(e: AstNode, want?: SolType): Expr {
    return lowerExpression(this, e, want);
  }

  statement(s: AstNode): void {
    lowerStatement(this, s);
  }

  statements(stmts: AstNode[]): void {
    lowerStatements(this, stmts);
  }

  internalCallCode(e: AstNode, c: InternalCallTarget, target: AstNode): string {
    return internalCallCode(this, e, c, target);
  }

  // ---------- names and locals ----------

  fresh(base: string): string {
    let name = rustIdent(base || "value");
    for (let i = 2; this.names.has(name); i++) name = rustIdent(`${base}_${i}`);
    this.names.add(name);
    return name;
  }

  declareLocal(decl: AstNode, type?: SolType): string {
    const name = this.fresh(
      this.unreadLocals.has(decl.id) ? `_${localBase(decl.name)}` : localBase(decl.name),
    );
    this.locals.set(decl.id, { name, type: type ?? parseType(decl.typeDescriptions?.typeString) });
    return name;
  }

  /** The local bindings in scope, restored after an inlined block that rebinds the same declarations. */
  saveLocals(): Map<number, Local> {
    return new Map(this.locals);
  }

  restoreLocals(saved: Map<number, Local>) {
    this.locals.clear();
    for (const [id, local] of saved) this.locals.set(id, local);
  }

  bindLocal(declId: number, name: string, type: SolType, alias?: Path) {
    this.names.add(name);
    this.locals.set(declId, alias ? { name, type, alias } : { name, type });
  }

  localName(declId: number): string | undefined {
    return this.locals.get(declId)?.name;
  }

  isMutated(declId: number): boolean {
    return this.mutated.has(declId);
  }

  // ---------- output ----------

  emit(line: string) {
    this.lines.push(line === "" ? "" : "    ".repeat(this.indent) + line);
  }

  indentBy(delta: number) {
    this.indent += delta;
  }

  /** Emits a statement with the prelude (temporaries) its expressions created. */
  withPrelude(produce: () => string[]) {
    this.prelude.push([]);
    let out: string[];
    try {
      out = produce();
    } finally {
      const pre = this.prelude.pop()!;
      for (const p of pre) this.emit(p);
    }
    for (const l of out) this.emit(l);
  }

  hoist(base: string, code: string): string {
    const frame = this.prelude[this.prelude.length - 1];
    if (!frame || this.conditionalDepth > 0) return code;
    const name = this.fresh(base);
    frame.push(`let ${name} = ${code};`);
    return name;
  }

  // ---------- context access ----------

  storage(): string {
    this.used.deps = true;
    return "deps.storage";
  }

  depsRef(): string {
    this.used.deps = true;
    return this.depsMut ? "deps.as_ref()" : "deps";
  }

  depsFor(target: Needs): string {
    if (target.storage === "write") {
      if (!this.depsMut)
        throw new Unsupported("SOL2CW-E020", null, "a state-changing call from a view context");
      this.used.deps = true;
      this.used.branch = true;
      return "deps.branch()";
    }
    return this.depsRef();
  }

  envRef(): string {
    this.used.env = true;
    return this.mode === "internal" ? "env" : "&env";
  }

  senderPlace(): string {
    if (this.senderLocal) {
      this.used.info = true;
      return this.senderLocal;
    }
    if (this.mode === "internal") return "*sender";
    this.used.info = true;
    return "info.sender";
  }

  senderRef(): string {
    if (this.senderLocal) {
      this.used.info = true;
      return `&${this.senderLocal}`;
    }
    if (this.mode === "internal") return "sender";
    this.used.info = true;
    return "&info.sender";
  }

  sigPlace(): string {
    if (this.mode === "internal") return "*msg_sig";
    return `HexBinary::from_hex("${this.knownSig()}")?`;
  }

  sigRef(selfCall?: AstNode): string {
    if (selfCall) return `&HexBinary::from_hex("${selfCall.functionSelector}")?`;
    if (this.mode === "internal") return "msg_sig";
    return `&HexBinary::from_hex("${this.knownSig()}")?`;
  }

  private knownSig(): string {
    if (this.msgSig === null)
      throw new Unsupported(
        "SOL2CW-E005",
        null,
        "msg.sig in the fallback function or a function it calls (the first four bytes of its call data)",
        false,
      );
    return this.msgSig;
  }

  fundsExpr(): string {
    this.fundsUsed = true;
    return "funds";
  }

  eventsRef(): string {
    return this.mode === "internal" ? "events" : "&mut events";
  }

  payoutsRef(write: boolean): string {
    if (this.mode === "internal") return "payouts";
    if (this.needs.payouts !== "write") return "&Payouts::default()";
    return write ? "&mut payouts" : "&payouts";
  }

  /**
   * The context arguments for calling an internal fn with needs `t`; `selfCall`: the public
   * function `this.f()` runs in place, with the contract as msg.sender and f's selector as msg.sig.
   */
  ctxArgs(t: Needs, selfCall?: AstNode): string[] {
    const args: string[] = [];
    if (needsDeps(t)) args.push(this.depsFor(t));
    if (t.env) args.push(this.envRef());
    if (t.sender && selfCall) {
      this.used.env = true;
      args.push("&env.contract.address");
    } else if (t.sender) args.push(this.senderRef());
    if (t.funds) args.push(this.fundsExpr());
    if (t.sig) args.push(this.sigRef(selfCall));
    if (t.events) args.push(this.eventsRef());
    if (t.payouts !== "none") args.push(this.payoutsRef(t.payouts === "write"));
    return args;
  }
}
