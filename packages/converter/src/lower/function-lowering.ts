import {
  defaultValue,
  hasSolDefault,
  isCopy,
  isNativeInt,
  rustIntType,
  rustType,
} from "../emit/rust-types.ts";
import { type AstNode, walk } from "../frontend/ast.ts";
import { parseSrc, sliceBytes } from "../frontend/source-position.ts";
import { isAddressLike, parseType, type SolType } from "../model/sol-type.ts";
import { pascalCase, rustIdent, snakeCase } from "../naming/snake-case.ts";
import { classifyCall } from "./classify-call.ts";
import type { ContractUnit, StateVar } from "./contract-unit.ts";
import { evalConst } from "./eval-const.ts";
import {
  hasFrom,
  intLiteral,
  intRange,
  isOddWidth,
  PANIC_DIV_ZERO,
  PANIC_OVERFLOW,
  typeTag,
} from "./int-code.ts";
import { type Needs, needsDeps } from "./needs.ts";
import {
  fieldChain,
  locationOnlyParams,
  refEnumName,
  refLocationParams,
  refVariant,
} from "./storage-refs.ts";

/** A lowered Rust expression. `owned`: a fresh value (no clone needed to move it). */
export interface Expr {
  code: string;
  prec: number;
  owned: boolean;
  type: SolType;
}

export const P = {
  ATOM: 100,
  UNARY: 90,
  AS: 85,
  MUL: 80,
  ADD: 70,
  SHIFT: 60,
  BITAND: 50,
  XOR: 45,
  BITOR: 40,
  CMP: 30,
  AND: 20,
  OR: 10,
  IF: 5,
};

/** Raised for constructs without a faithful translation; the enclosing function becomes a TODO stub. */
export class Unsupported extends Error {
  constructor(
    readonly code: string,
    readonly node: AstNode | null,
    readonly what: string,
  ) {
    super(what);
  }
}

type Step =
  | { k: "key"; code: string; type: SolType; raw: string; simple: boolean }
  | { k: "index"; code: string; raw: string; simple: boolean }
  | { k: "field"; name: string };

export interface Path {
  root: { sv: StateVar } | { local: string; type: SolType };
  steps: Step[];
  type: SolType;
}

interface Local {
  name: string;
  type: SolType;
  alias?: Path;
  /** Internal-fn context parameter passed by reference (`sender: &Addr`). */
}

export type FnMode = "handler" | "instantiate" | "internal";

export interface ReturnSpec {
  types: SolType[];
  /** Rust names of named return variables (null when unnamed). */
  names: (string | null)[];
  /** Builds the Rust expression a `return` evaluates to, from the returned values. */
  finish: (values: string[]) => string;
}

const BLOCK_MAGIC = new Set(["msg", "block", "tx", "abi", "this", "super", "now"]);

/**
 * The fields of the response struct of another contract's multi-value view: its return names in
 * snake case (`ret<i>` when unnamed, `_2`, `_3`… when two collide).
 */
export function responseFields(rets: AstNode[], types: SolType[]) {
  const used = new Set<string>();
  return rets.map((r, i) => {
    const base = snakeCase(r.name ?? "") || `ret${i}`;
    let f = base;
    for (let k = 2; used.has(f); k++) f = `${base}_${k}`;
    used.add(f);
    return { ident: rustIdent(f), type: types[i] };
  });
}

/** Lowers the statements and expressions of one Solidity function body into Rust lines. */
export class FunctionLowering {
  readonly lines: string[] = [];
  private indent = 1;
  private readonly locals = new Map<number, Local>();
  private readonly names = new Set<string>();
  private uncheckedDepth = 0;
  private conditionalDepth = 0;
  private readonly prelude: string[][] = [];
  private loopLabels: { brk: string | null; cont: string | null }[] = [];
  private labelCounter = 0;
  readonly mutated = new Set<number>();
  /** How many times each declaration is assigned. */
  readonly assignCount = new Map<number, number>();
  /** Locals declared without a value whose first top-level assignment becomes their `let`. */
  readonly pendingDecl = new Set<number>();
  private countAssign(id: number) {
    this.mutated.add(id);
    this.assignCount.set(id, (this.assignCount.get(id) ?? 0) + 1);
  }

  /**
   * Whether `decl` (declared without a value) is next assigned by a plain top-level assignment in
   * `rest` before anything else refers to it: then it is declared right there.
   */
  /**
   * Whether the first use of a variable, possibly inside plain or `unchecked` blocks, is an
   * unconditional `x = value` that does not read `x` (and nothing returns before it): it is then
   * declared without a value (`let x: T;`), so that no default is written that is never read.
   */
  canDeclareUninit(declId: number, rest: AstNode[]): boolean {
    const assigns = (e: AstNode | null) =>
      e?.nodeType === "Assignment" &&
      e.operator === "=" &&
      // `x = v`, or `(.., x, ..) = v`
      (e.leftHandSide.nodeType === "TupleExpression"
        ? (e.leftHandSide.components as (AstNode | null)[])
        : [e.leftHandSide]
      ).some((t) => t?.nodeType === "Identifier" && t.referencedDeclaration === declId);
    const refersTo = (n: AstNode | null) => {
      let found = false;
      walk(n, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
      });
      return found;
    };
    // a branch that ends by leaving the function (revert, custom error, return)
    const leaves = (n: AstNode): boolean => {
      if (n.nodeType === "Block" || n.nodeType === "UncheckedBlock") {
        const list = (n.statements ?? []) as AstNode[];
        return list.length > 0 && leaves(list[list.length - 1]);
      }
      if (n.nodeType === "RevertStatement" || n.nodeType === "Return") return true;
      const call = n.nodeType === "ExpressionStatement" ? n.expression : null;
      return call?.nodeType === "FunctionCall" && call.expression?.name === "revert";
    };
    // "yes" with the number of assignments that initialise it on the paths taken
    const scan = (stmts: AstNode[]): { r: "yes" | "no" | "next"; n: number } => {
      for (const s of stmts) {
        if (s.nodeType === "Block" || s.nodeType === "UncheckedBlock") {
          const r = scan(s.statements ?? []);
          if (r.r !== "next") return r;
          continue;
        }
        const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
        if (assigns(e)) return { r: refersTo(e.rightHandSide) ? "no" : "yes", n: 1 };
        // `if (c) x = a; else x = b;`: every branch assigns it first, or leaves (`else revert(..)`)
        if (s.nodeType === "IfStatement" && s.falseBody && !refersTo(s.condition)) {
          const a = scan([s.trueBody]);
          const b = scan([s.falseBody]);
          const ok = (r: { r: string }, body: AstNode) =>
            r.r === "yes" || (r.r === "next" && leaves(body) && !refersTo(body));
          if (ok(a, s.trueBody) && ok(b, s.falseBody) && (a.r === "yes" || b.r === "yes"))
            return { r: "yes", n: a.n + b.n };
        }
        // `try c.f() returns (..) { x = a; } catch { x = b; }`: every clause assigns it first
        if (s.nodeType === "TryStatement" && !refersTo(s.externalCall)) {
          const clauses = (s.clauses as AstNode[]).map((c) => scan([c.block]));
          if (clauses.every((c) => c.r === "yes"))
            return { r: "yes", n: clauses.reduce((sum, c) => sum + c.n, 0) };
        }
        let blocked = false;
        walk(s, (x) => {
          if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) blocked = true;
          if (["Return", "Break", "Continue", "PlaceholderStatement"].includes(x.nodeType))
            blocked = true;
        });
        if (blocked) return { r: "no", n: 0 };
      }
      return { r: "next", n: 0 };
    };
    const result = scan(rest);
    if (result.r === "yes") this.initAssigns.set(declId, result.n);
    return result.r === "yes";
  }

  /** `mut ` for a local declared without a value when it is assigned again after its first value. */
  uninitMut(declId: number): string {
    const extra = (this.assignCount.get(declId) ?? 0) - (this.initAssigns.get(declId) ?? 1);
    return extra > 0 ? "mut " : "";
  }

  /** How many assignments give a local declared without a value its first value (one per path). */
  private readonly initAssigns = new Map<number, number>();

  canDefer(declId: number, rest: AstNode[]): boolean {
    for (const s of rest) {
      let refs = false;
      let returns = false;
      walk(s, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) refs = true;
        if (x.nodeType === "Return") returns = true;
      });
      const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
      if (
        e?.nodeType === "Assignment" &&
        e.operator === "=" &&
        e.leftHandSide.nodeType === "Identifier" &&
        e.leftHandSide.referencedDeclaration === declId
      ) {
        let rhsRefs = false;
        walk(e.rightHandSide, (x) => {
          if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) rhsRefs = true;
        });
        return !rhsRefs;
      }
      if (refs || returns) return false;
    }
    return false;
  }
  used = { deps: false, branch: false, env: false, info: false, api: false };
  returns: ReturnSpec = { types: [], names: [], finish: () => "Ok(())" };
  /** The contract whose code is being lowered (for `super`). */
  currentContract: AstNode | undefined;
  /** Set when the function returns a storage pointer: returns become the location's keys. */
  storageRet: { info: StorageReturn; declId: number | null } | null = null;
  /** Parameters that are storage references (`&mut T` / `&T` in Rust). */
  readonly refParams = new Set<number>();
  /** Storage reference parameters that also get their location (`<S>Ref`): param id → Rust name. */
  readonly refLocals = new Map<number, string>();
  /** In the fallback handler: the local holding `msg.data`. */
  msgData: string | null = null;

  /** The values a bare `return;` or falling off the end returns. */
  namedReturnValues(): string[] {
    if (this.storageRet) {
      const local =
        this.storageRet.declId !== null ? this.locals.get(this.storageRet.declId) : undefined;
      if (!local?.alias)
        throw new Unsupported("SOL2CW-E014", null, "a storage pointer returned before it is set");
      return [this.keysTuple(this.pathKeys(local.alias))];
    }
    return this.returns.names.map(
      (n, i) => n ?? defaultValue(this.returns.types[i], (x) => this.unit.enumFirst(x)),
    );
  }

  private keysTuple(keys: string[]): string {
    return keys.length === 1 ? keys[0] : `(${keys.join(", ")})`;
  }

  constructor(
    readonly unit: ContractUnit,
    readonly mode: FnMode,
    readonly needs: Needs,
    readonly depsMut: boolean,
  ) {
    for (const n of ["deps", "env", "info", "msg", "sender", "funds", "events", "payouts"]) {
      this.names.add(n);
    }
  }

  // ---------- names and locals ----------

  fresh(base: string): string {
    let name = rustIdent(base || "value");
    for (let i = 2; this.names.has(name); i++) name = rustIdent(`${base}_${i}`);
    this.names.add(name);
    return name;
  }

  declareLocal(decl: AstNode, type?: SolType): string {
    const base = snakeCase(decl.name) || "value";
    const name = this.fresh(this.unreadLocals.has(decl.id) ? `_${base}` : base);
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

  /** Collects the declarations assigned anywhere in `root` (to declare them `mut`). */
  private readonly scanned = new Set<number>();
  /** Locals declared by a statement whose value nothing reads: `_name` in Rust, as rustc expects. */
  private readonly unreadLocals = new Set<number>();

  private scanUnread(root: AstNode) {
    const declared: number[] = [];
    const writes = new Set<AstNode>();
    const reads = new Set<number>();
    walk(root, (x) => {
      if (x.nodeType === "VariableDeclarationStatement")
        for (const d of x.declarations ?? []) if (d) declared.push(d.id);
      if (x.nodeType === "Assignment") {
        const lhs = x.leftHandSide;
        for (const t of lhs.nodeType === "TupleExpression" ? lhs.components : [lhs]) {
          if (t?.nodeType === "Identifier") writes.add(t);
          // `m.x = v` on a memory struct: a write, not a read, of `m` (an index write borrows it)
          let root = t;
          while (root?.nodeType === "MemberAccess") root = root.expression;
          if (
            root !== t &&
            root?.nodeType === "Identifier" &&
            this.unit.nodes.get(root.referencedDeclaration)?.storageLocation === "memory"
          )
            writes.add(root);
        }
      }
    });
    walk(root, (x) => {
      if (x.nodeType === "Identifier" && !writes.has(x)) reads.add(x.referencedDeclaration);
    });
    for (const id of declared) if (!reads.has(id)) this.unreadLocals.add(id);
    // `x = v;` as a statement with nothing reading x afterwards (outside any loop): the value is
    // still computed (its checks can fail), but not stored, as rustc would warn about the store
    const loops: [number, number][] = [];
    const refs: AstNode[] = [];
    walk(root, (x) => {
      if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(x.nodeType)) {
        const [st, len] = String(x.src).split(":").map(Number);
        loops.push([st, st + len]);
      }
      if (x.nodeType === "Identifier") refs.push(x);
    });
    const local = new Set(declared);
    walk(root, (x) => {
      if (x.nodeType !== "ExpressionStatement" || x.expression.nodeType !== "Assignment") return;
      const lhs = x.expression.leftHandSide;
      const id = lhs.nodeType === "Identifier" ? lhs.referencedDeclaration : null;
      if (id === null || !local.has(id) || this.unreadLocals.has(id)) return;
      const [st, len] = String(x.src).split(":").map(Number);
      if (loops.some(([a, b]) => a <= st && st < b)) return;
      const later = refs.some(
        (r) => r.referencedDeclaration === id && Number(String(r.src).split(":")[0]) >= st + len,
      );
      if (!later) this.deadStores.add(x.expression.id);
    });
  }

  /** Assignments whose stored value nothing reads (see scanUnread). */
  private readonly deadStores = new Set<number>();

  scanMutations(root: AstNode | null | undefined) {
    if (!root || this.scanned.has(root.id)) return;
    this.scanned.add(root.id);
    this.scanUnread(root);
    const rootDecl = (e: AstNode): number | null => {
      let cur = e;
      for (;;) {
        if (cur.nodeType === "IndexAccess" || cur.nodeType === "MemberAccess")
          cur = cur.baseExpression ?? cur.expression;
        else if (cur.nodeType === "TupleExpression" && cur.components?.length === 1)
          cur = cur.components[0];
        else break;
      }
      return cur.nodeType === "Identifier" ? cur.referencedDeclaration : null;
    };
    walk(root, (x) => {
      if (x.nodeType === "Assignment" && !this.deadStores.has(x.id)) {
        const lhs = x.leftHandSide;
        const targets = lhs.nodeType === "TupleExpression" ? lhs.components : [lhs];
        for (const t of targets) {
          if (t) {
            const id = rootDecl(t);
            if (id !== null) this.countAssign(id);
          }
        }
      } else if (x.nodeType === "UnaryOperation" && ["++", "--", "delete"].includes(x.operator)) {
        const id = rootDecl(x.subExpression);
        if (id !== null) this.countAssign(id);
      } else if (x.nodeType === "FunctionCall" && x.expression.nodeType === "MemberAccess") {
        if (["push", "pop"].includes(x.expression.memberName)) {
          const id = rootDecl(x.expression.expression);
          if (id !== null) this.countAssign(id);
        }
      }
    });
  }

  // ---------- output ----------

  emit(line: string) {
    this.lines.push(line === "" ? "" : "    ".repeat(this.indent) + line);
  }

  emitWithPrelude(produce: () => string[]) {
    this.withPrelude(produce);
  }

  freshName(base: string): string {
    return this.fresh(base);
  }

  indentBy(delta: number) {
    this.indent += delta;
  }

  /** Emits a statement with the prelude (temporaries) its expressions created. */
  private withPrelude(produce: () => string[]) {
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

  private hoist(base: string, code: string): string {
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

  /** In a continuation run by `reply`: the local holding the original `msg.sender`. */
  senderLocal: string | null = null;
  /** Whether `msg.value` (the `funds` local) was read. */
  fundsUsed = false;
  /** Expressions already computed elsewhere (a call's result decoded in `reply`), by node id. */
  readonly exprOverrides = new Map<number, Expr>();

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

  /** The context arguments for calling an internal fn with needs `t`. */
  ctxArgs(t: Needs, selfSender = false): string[] {
    const args: string[] = [];
    if (needsDeps(t)) args.push(this.depsFor(t));
    if (t.env) args.push(this.envRef());
    if (t.sender && selfSender) {
      this.used.env = true;
      args.push("&env.contract.address");
    } else if (t.sender) args.push(this.senderRef());
    if (t.funds) args.push(this.fundsExpr());
    if (t.events) args.push(this.eventsRef());
    if (t.payouts !== "none") args.push(this.payoutsRef(t.payouts === "write"));
    return args;
  }

  // ---------- statements ----------

  /** The function's last statement, a `return` lowered apart (`tailReturn`) after the others. */
  trailing: AstNode | null = null;

  statements(stmts: AstNode[]) {
    stmts.forEach((s, i) => {
      const after = this.trailing ? [...stmts.slice(i + 1), this.trailing] : stmts.slice(i + 1);
      if (
        s.nodeType === "VariableDeclarationStatement" &&
        s.declarations.length === 1 &&
        s.declarations[0] &&
        this.isStateChangingCall(s.initialValue) &&
        !after.some((r) => refersTo(r, s.declarations[0].id))
      ) {
        // the result is never read: a plain message, as if the value were discarded
        this.withPrelude(() => this.externalExecuteLines(s.initialValue, null));
        return;
      }
      if (
        s.nodeType === "VariableDeclarationStatement" &&
        s.declarations.length === 1 &&
        s.declarations[0] &&
        this.isCheckableCall(s.initialValue)
      ) {
        const use = this.checkedUse(s.declarations[0].id, after);
        if (use) {
          this.consumed.add(use.stmt.id);
          this.withPrelude(() => this.checkedCall(s.initialValue, use.error, use.stmt));
          return;
        }
      }
      if (
        s.nodeType === "VariableDeclarationStatement" &&
        !s.initialValue &&
        s.declarations.length === 1 &&
        s.declarations[0] &&
        s.declarations[0].storageLocation !== "storage" &&
        this.canDefer(s.declarations[0].id, stmts.slice(i + 1))
      ) {
        const d = s.declarations[0];
        this.declareLocal(d);
        this.pendingDecl.add(d.id);
        return;
      }
      if (
        s.nodeType === "VariableDeclarationStatement" &&
        (!s.initialValue || isLiteral(s.initialValue)) &&
        s.declarations.length === 1 &&
        s.declarations[0] &&
        s.declarations[0].storageLocation !== "storage" &&
        this.canDeclareUninit(s.declarations[0].id, stmts.slice(i + 1))
      ) {
        // a literal initial value that is overwritten before anything reads it is dropped
        const d = s.declarations[0];
        const name = this.declareLocal(d);
        this.emit(`let ${this.uninitMut(d.id)}${name}: ${rustType(this.locals.get(d.id)!.type)};`);
        return;
      }
      this.statement(s);
    });
  }

  /** Statements already lowered as part of an earlier one (`bool ok = t.transfer(..); require(ok)`). */
  private readonly consumed = new Set<number>();

  /**
   * For `bool ok = call(...)`: the one statement that uses `ok`, when it is `require(ok, ..)` or
   * `if (!ok) revert ..` and nothing can return before it, with the error it raises.
   */
  checkedUse(declId: number, rest: AstNode[]): { stmt: AstNode; error: string } | null {
    const refs = (n: AstNode) => {
      let found = false;
      walk(n, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
      });
      return found;
    };
    const isOk = (n: AstNode | null | undefined) =>
      n?.nodeType === "Identifier" && n.referencedDeclaration === declId;
    const at = rest.findIndex(refs);
    if (at < 0 || rest.slice(at + 1).some(refs)) return null;
    for (const before of rest.slice(0, at)) {
      let exits = false;
      walk(before, (x) => {
        if (["Return", "Break", "Continue"].includes(x.nodeType)) exits = true;
      });
      if (exits) return null;
    }
    const stmt = rest[at];
    if (stmt.nodeType === "ExpressionStatement" && stmt.expression.nodeType === "FunctionCall") {
      const call = stmt.expression;
      const c = classifyCall(call, this.unit.nodes);
      const args: AstNode[] = call.arguments;
      if (c.kind !== "builtin" || c.name !== "require" || !isOk(args[0])) return null;
      if (args[1] && refs(args[1])) return null;
      return { stmt, error: this.requireError(args[1] ?? null) };
    }
    if (stmt.nodeType === "IfStatement" && !stmt.falseBody) {
      const cond = stmt.condition;
      if (cond.nodeType !== "UnaryOperation" || cond.operator !== "!" || !isOk(cond.subExpression))
        return null;
      if (refs(stmt.trueBody)) return null;
      const error = this.revertError(stmt.trueBody);
      return error === null ? null : { stmt, error };
    }
    return null;
  }

  /** The error of a body that only reverts (`revert E(..)`, `revert("..")`, `{ revert(); }`). */
  private revertError(body: AstNode): string | null {
    if (body.nodeType === "Block")
      return body.statements.length === 1 ? this.revertError(body.statements[0]) : null;
    if (body.nodeType === "RevertStatement") return this.customError(body.errorCall);
    if (body.nodeType === "ExpressionStatement" && body.expression.nodeType === "FunctionCall") {
      const c = classifyCall(body.expression, this.unit.nodes);
      if (c.kind === "builtin" && c.name === "revert")
        return this.requireError(body.expression.arguments[0] ?? null);
    }
    return null;
  }

  statement(s: AstNode) {
    if (this.consumed.has(s.id)) return;
    switch (s.nodeType) {
      case "Block":
        this.statements(s.statements);
        return;
      case "UncheckedBlock":
        this.emit("// unchecked");
        this.uncheckedDepth++;
        this.statements(s.statements);
        this.uncheckedDepth--;
        return;
      case "VariableDeclarationStatement":
        this.varDecl(s);
        return;
      case "ExpressionStatement":
        this.withPrelude(() => this.exprStatement(s.expression));
        return;
      case "IfStatement":
        this.ifStatement(s, false);
        return;
      case "ForStatement":
        this.forStatement(s);
        return;
      case "WhileStatement":
        this.whileStatement(s);
        return;
      case "DoWhileStatement":
        this.doWhileStatement(s);
        return;
      case "Break": {
        const l = this.loopLabels[this.loopLabels.length - 1];
        this.emit(l?.brk ? `break ${l.brk};` : "break;");
        return;
      }
      case "Continue": {
        const l = this.loopLabels[this.loopLabels.length - 1];
        this.emit(l?.cont ? `break ${l.cont};` : "continue;");
        return;
      }
      case "Return":
        this.withPrelude(() => this.returnStatement(s));
        return;
      case "EmitStatement":
        this.withPrelude(() => this.emitStatement(s));
        return;
      case "RevertStatement":
        this.withPrelude(() => [`return Err(${this.customError(s.errorCall)});`]);
        return;
      case "PlaceholderStatement":
        throw new Unsupported("SOL2CW-E011", s, "a modifier placeholder `_` inside a nested block");
      case "InlineAssembly":
        throw new Unsupported("SOL2CW-E001", s, "inline assembly");
      case "TryStatement":
        this.tryStatement(s);
        return;
      default:
        throw new Unsupported("SOL2CW-E013", s, `the statement ${s.nodeType}`);
    }
  }

  /**
   * `try other.view(..) returns (T v) { .. } catch { .. }`: a smart query matched on its result.
   * A failed query's error is text, so only clauses that catch every failure (`catch { }`,
   * `catch (bytes memory)` not reading the bytes) can be routed faithfully.
   */
  private tryStatement(s: AstNode) {
    const call: AstNode = s.externalCall;
    const c = call.nodeType === "FunctionCall" ? classifyCall(call, this.unit.nodes) : null;
    if (c?.kind !== "external")
      throw new Unsupported("SOL2CW-E012", s, "try/catch around contract creation (`new`)");
    const decl = this.unit.nodes.get(c.decl)!;
    if (decl.stateMutability !== "view" && decl.stateMutability !== "pure")
      throw new Unsupported(
        "SOL2CW-E012",
        s,
        `try/catch around the state-changing call ${decl.name}() here: only a try statement at the top level of a public function's body (not inside a block, a loop, an internal function or a constructor) can continue in reply once the call's message has run`,
      );
    if (c.isThis)
      throw new Unsupported(
        "SOL2CW-E012",
        s,
        `try/catch around this.${decl.name}() (it runs in place, not as a query)`,
      );
    const [success, ...catches] = s.clauses as AstNode[];
    for (const clause of catches) {
      if (clause.errorName === "Error" || clause.errorName === "Panic")
        throw new Unsupported(
          "SOL2CW-E012",
          clause,
          `catch ${clause.errorName}(..): a failed smart query reports only an error text, which does not tell a revert message from a custom error or a panic`,
        );
      const data: AstNode | undefined = clause.parameters?.parameters?.[0];
      let read = false;
      if (data)
        walk(clause.block, (x) => {
          if (x.nodeType === "Identifier" && x.referencedDeclaration === data.id) read = true;
        });
      if (read)
        throw new Unsupported(
          "SOL2CW-E012",
          clause,
          "reading the revert data in catch (bytes memory ..): a failed smart query has an error text, not ABI-encoded revert data",
        );
    }
    let head = "";
    this.withPrelude(() => {
      head = `match ${this.queryCall(call, c, decl).code} {`;
      return [];
    });
    const bound: (AstNode | null)[] = success.parameters?.parameters ?? [];
    const pats = bound.map((b) => {
      let used = false;
      if (b)
        walk(success.block, (x) => {
          if (x.nodeType === "Identifier" && x.referencedDeclaration === b.id) used = true;
        });
      if (!b || !used) return "_";
      return `${this.isMutated(b.id) ? "mut " : ""}${this.declareLocal(b)}`;
    });
    const pat =
      pats.length > 1 && pats.some((p) => p !== "_") ? `(${pats.join(", ")})` : (pats[0] ?? "_");
    this.emit(head);
    this.indent++;
    this.emit(`Ok(${pat}) => {`);
    this.indent++;
    this.statement(success.block);
    this.indent--;
    this.emit("}");
    // solc allows one catch-all clause; the checks above leave only that one
    this.emit("Err(_) => {");
    this.indent++;
    this.statement(catches[0].block);
    this.indent--;
    this.emit("}");
    this.indent--;
    this.emit("}");
  }

  /** Whether control never reaches the end of `s`. */
  terminates(s: AstNode | null | undefined): boolean {
    if (!s) return false;
    switch (s.nodeType) {
      case "Return":
      case "RevertStatement":
        return true;
      case "Block":
      case "UncheckedBlock":
        return s.statements.length > 0 && this.terminates(s.statements[s.statements.length - 1]);
      case "IfStatement":
        return !!s.falseBody && this.terminates(s.trueBody) && this.terminates(s.falseBody);
      case "TryStatement":
        return (s.clauses as AstNode[]).every((c) => this.terminates(c.block));
      case "ForStatement":
      case "WhileStatement": {
        // `for (;;)` / `while (true)` without a `break` of its own never falls through
        const c = s.condition;
        const forever = !c || (c.nodeType === "Literal" && c.kind === "bool" && c.value === "true");
        if (!forever) return false;
        let breaks = false;
        const visit = (n: AstNode, nested: boolean) => {
          if (n.nodeType === "Break" && !nested) breaks = true;
          const inner =
            nested || ["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType);
          for (const v of Object.values(n)) {
            const kids = Array.isArray(v) ? v : [v];
            for (const k of kids)
              if (k && typeof k === "object" && typeof k.nodeType === "string") visit(k, inner);
          }
        };
        visit(s.body, false);
        return !breaks;
      }
      case "ExpressionStatement": {
        const e = s.expression;
        if (e.nodeType === "FunctionCall" && e.expression.nodeType === "Identifier") {
          if (e.expression.name === "revert" && e.expression.referencedDeclaration < 0) return true;
        }
        return false;
      }
      default:
        return false;
    }
  }

  private varDecl(s: AstNode) {
    const decls: (AstNode | null)[] = s.declarations;
    const init: AstNode | null = s.initialValue;
    if (decls.length === 1 && decls[0]) {
      const d = decls[0];
      const type = parseType(d.typeDescriptions?.typeString);
      if (d.storageLocation === "storage") {
        if (!init) {
          this.declareLocal(d, type);
          return;
        }
        if (init.nodeType === "Identifier" && this.refParams.has(init.referencedDeclaration)) {
          // `S storage s = param;`: another name for the parameter (its value and its location)
          this.locals.set(d.id, this.locals.get(init.referencedDeclaration)!);
          this.refParams.add(d.id);
          const ref = this.refLocals.get(init.referencedDeclaration);
          if (ref) this.refLocals.set(d.id, ref);
          return;
        }
        this.withPrelude(() => {
          const path = this.pathOf(init);
          if (!path)
            throw new Unsupported("SOL2CW-E014", s, "a storage pointer to a computed location");
          const name = this.fresh(snakeCase(d.name));
          this.locals.set(d.id, { name, type, alias: this.stabilize(path) });
          return [];
        });
        return;
      }
      this.withPrelude(() => {
        const value = init
          ? this.owned(this.expr(init, type))
          : defaultValue(type, (e) => this.unit.enumFirst(e));
        const name = this.declareLocal(d, type);
        const mut = this.isMutated(d.id) ? "mut " : "";
        return [`let ${mut}${name} = ${value};`];
      });
      return;
    }
    // tuple destructuring: `(uint a, , bool c) = f();`
    this.withPrelude(() => {
      if (!init) throw new Unsupported("SOL2CW-E013", s, "a tuple declaration without a value");
      const value = this.tupleValue(
        init,
        decls.map((d) => (d ? parseType(d.typeDescriptions?.typeString) : null)),
      );
      const pats = decls.map((d) => {
        if (!d) return "_";
        const name = this.declareLocal(d);
        return `${this.isMutated(d.id) ? "mut " : ""}${name}`;
      });
      return [`let (${pats.join(", ")}) = ${value};`];
    });
  }

  /** A tuple-valued expression (a call returning several values or a tuple literal). */
  private tupleValue(e: AstNode, want: (SolType | null)[]): string {
    if (e.nodeType === "TupleExpression") {
      const parts = (e.components as (AstNode | null)[]).map((c, i) =>
        c ? this.owned(this.expr(c, want[i] ?? undefined)) : "()",
      );
      return `(${parts.join(", ")})`;
    }
    return this.expr(e).code;
  }

  private ifStatement(s: AstNode, isElseIf: boolean) {
    const check = s.condition;
    if (
      !isElseIf &&
      !s.falseBody &&
      check.nodeType === "UnaryOperation" &&
      check.operator === "!" &&
      this.isCheckableCall(check.subExpression)
    ) {
      const error = this.revertError(s.trueBody);
      if (error !== null) {
        this.withPrelude(() => this.checkedCall(check.subExpression, error, s));
        return;
      }
    }
    let cond = "";
    this.withPrelude(() => {
      cond = this.expr(s.condition, { k: "bool" }).code;
      return [];
    });
    const open = `${isElseIf ? "} else " : ""}if ${cond} {`;
    this.emit(open);
    this.indent++;
    this.statement(s.trueBody);
    this.indent--;
    if (s.falseBody) {
      if (s.falseBody.nodeType === "IfStatement" && this.isSimpleCondition(s.falseBody.condition)) {
        this.ifStatement(s.falseBody, true);
        return;
      }
      this.emit("} else {");
      this.indent++;
      this.statement(s.falseBody);
      this.indent--;
    }
    if (!isElseIf || !s.falseBody || s.falseBody.nodeType !== "IfStatement") this.emit("}");
  }

  private isSimpleCondition(_c: AstNode): boolean {
    return true;
  }

  private hasContinue(body: AstNode): boolean {
    let found = false;
    const visit = (n: AstNode) => {
      if (!n || typeof n !== "object") return;
      if (n.nodeType === "Continue") found = true;
      if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType)) return;
      for (const v of Object.values(n)) {
        if (Array.isArray(v)) {
          for (const i of v) if (i && typeof i.nodeType === "string") visit(i);
        } else if (v && typeof v === "object" && typeof (v as AstNode).nodeType === "string") {
          visit(v as AstNode);
        }
      }
    };
    const stmts = body.nodeType === "Block" ? body.statements : [body];
    for (const s of stmts) visit(s);
    return found;
  }

  private forStatement(s: AstNode) {
    if (s.initializationExpression) this.statement(s.initializationExpression);
    const withCont = this.hasContinue(s.body);
    const cond = this.condInLoop(s.condition);
    const post = () => {
      if (s.loopExpression) this.statement(s.loopExpression);
    };
    this.loopBody(cond, s.body, withCont, post);
  }

  /** A loop condition that needs statements of its own becomes `loop { ...; if !c { break; } }`. */
  private condInLoop(cond: AstNode | null): { pre: string[]; code: string } {
    if (!cond) return { pre: [], code: "true" };
    this.prelude.push([]);
    const code = this.expr(cond, { k: "bool" }).code;
    const pre = this.prelude.pop()!;
    return { pre, code };
  }

  private loopBody(
    cond: { pre: string[]; code: string },
    body: AstNode,
    withCont: boolean,
    post: () => void,
  ) {
    const n = this.labelCounter++;
    const outer = withCont ? `'loop${n}` : null;
    const inner = withCont ? `'body${n}` : null;
    const head =
      cond.pre.length === 0 ? (cond.code === "true" ? "loop {" : `while ${cond.code} {`) : "loop {";
    this.emit(outer ? `${outer}: ${head}` : head);
    const headAt = this.lines.length - 1;
    this.indent++;
    if (cond.pre.length > 0) {
      for (const p of cond.pre) this.emit(p);
      this.emit(`if !(${cond.code}) {`);
      this.emit(outer ? `    break ${outer};` : "    break;");
      this.emit("}");
    }
    this.loopLabels.push({ brk: outer, cont: inner });
    if (inner) {
      this.emit(`${inner}: {`);
      this.indent++;
      this.statement(body);
      this.indent--;
      this.emit("}");
    } else {
      this.statement(body);
    }
    this.loopLabels.pop();
    post();
    this.indent--;
    this.emit("}");
    if (outer) this.dropUnusedLabel(headAt, outer);
  }

  /** Removes a loop label no `break` names (rustc warns about unused labels). */
  private dropUnusedLabel(headAt: number, label: string) {
    const used = this.lines.slice(headAt + 1).some((l) => l.includes(`break ${label};`));
    if (!used) this.lines[headAt] = this.lines[headAt].replace(`${label}: `, "");
  }

  private whileStatement(s: AstNode) {
    this.loopBody(this.condInLoop(s.condition), s.body, this.hasContinue(s.body), () => {});
  }

  private doWhileStatement(s: AstNode) {
    const withCont = this.hasContinue(s.body);
    const n = this.labelCounter++;
    const outer = `'loop${n}`;
    const inner = withCont ? `'body${n}` : null;
    this.emit(withCont ? `${outer}: loop {` : "loop {");
    const headAt = this.lines.length - 1;
    this.indent++;
    this.loopLabels.push({ brk: withCont ? outer : null, cont: inner });
    if (inner) {
      this.emit(`${inner}: {`);
      this.indent++;
      this.statement(s.body);
      this.indent--;
      this.emit("}");
    } else this.statement(s.body);
    this.loopLabels.pop();
    const cond = this.condInLoop(s.condition);
    for (const p of cond.pre) this.emit(p);
    this.emit(`if !(${cond.code}) {`);
    this.emit(withCont ? `    break ${outer};` : "    break;");
    this.emit("}");
    this.indent--;
    this.emit("}");
    if (withCont) this.dropUnusedLabel(headAt, outer);
  }

  /** The function's last statement `return x;` as the tail expression. */
  tailReturn(s: AstNode) {
    this.withPrelude(() => {
      const lines = this.returnStatement(s);
      const last = lines[lines.length - 1].replace(/^return /, "").replace(/;$/, "");
      return [...lines.slice(0, -1), last];
    });
  }

  private returnStatement(s: AstNode): string[] {
    const e: AstNode | null = s.expression;
    const spec = this.returns;
    if (!e) return [`return ${spec.finish(this.namedReturnValues())};`];
    if (this.storageRet) {
      const path = this.pathOf(e);
      if (!path) throw new Unsupported("SOL2CW-E014", e, "returning a computed storage pointer");
      return [`return ${spec.finish([this.keysTuple(this.pathKeys(this.stabilize(path)))])};`];
    }
    if (spec.types.length <= 1) {
      const v = this.owned(this.expr(e, spec.types[0]));
      return this.finishHoisted([v]);
    }
    if (e.nodeType === "TupleExpression") {
      const vals = (e.components as AstNode[]).map((c, i) =>
        this.owned(this.expr(c, spec.types[i])),
      );
      return this.finishHoisted(vals);
    }
    const names = spec.types.map((_, i) => this.fresh(`ret${i}`));
    const value = this.expr(e).code;
    return [`let (${names.join(", ")}) = ${value};`, `return ${spec.finish(names)};`];
  }

  /**
   * `return <finish(vals)>;`. A handler's finish moves `events` and `payouts` into the response
   * before the data is computed, so returned values that still use them are computed first.
   */
  private finishHoisted(vals: string[]): string[] {
    const text = this.returns.finish(vals);
    if (!/Response::new\(\)/.test(text) || !vals.some((v) => /\b(events|payouts)\b/.test(v)))
      return [`return ${text};`];
    const lets: string[] = [];
    const names = vals.map((v, i) => {
      if (!/\b(events|payouts)\b/.test(v)) return v;
      const name = this.fresh(vals.length === 1 ? "ret" : `ret${i}`);
      lets.push(`let ${name} = ${v};`);
      return name;
    });
    return [...lets, `return ${this.returns.finish(names)};`];
  }

  private emitStatement(s: AstNode): string[] {
    const call = s.eventCall;
    const c = classifyCall(call, this.unit.nodes);
    if (c.kind !== "event") throw new Unsupported("SOL2CW-E013", s, "an emit of a non-event");
    const ev = this.unit.nodes.get(c.decl)!;
    this.unit.usedEvents.add(ev.id);
    const params: AstNode[] = ev.parameters.parameters;
    const args = this.orderedArgs(call, params).map((a, i) => {
      const t = parseType(params[i].typeDescriptions?.typeString);
      const v = this.expr(a, t);
      return isCopy(t) ? v.code : `&${this.wrap(v, P.UNARY)}`;
    });
    const fn = this.unit.eventFnName(ev);
    const target = this.mode === "internal" ? "events" : "events";
    return [`${target}.push(${fn}(${args.join(", ")}));`];
  }

  /** Call arguments in parameter order (named arguments `f({a: 1})` reordered). */
  orderedArgs(call: AstNode, params: AstNode[]): AstNode[] {
    const names: string[] = call.names ?? [];
    if (names.length === 0) return call.arguments;
    return params.map((p) => call.arguments[names.indexOf(p.name)]);
  }

  /** `ContractError::X {..}` for a custom error call node. */
  customError(errorCall: AstNode): string {
    const c = classifyCall(errorCall, this.unit.nodes);
    if (c.kind !== "error")
      throw new Unsupported("SOL2CW-E013", errorCall, "revert with a non-error");
    const err = this.unit.nodes.get(c.decl)!;
    const variant = this.unit.customErrorVariant(err);
    const params: AstNode[] = err.parameters.parameters;
    if (params.length === 0) return `ContractError::${variant}`;
    const fields = this.orderedArgs(errorCall, params).map((a, i) => {
      const p = params[i];
      const t = parseType(p.typeDescriptions?.typeString);
      const field = this.unit.errorField(p, i);
      const v = this.owned(this.expr(a, t));
      return v === field ? field : `${field}: ${v}`;
    });
    return `ContractError::${variant} { ${fields.join(", ")} }`;
  }

  // ---------- expression statements ----------

  private exprStatement(e: AstNode): string[] {
    if (e.nodeType === "Assignment") return this.assignment(e);
    // `data;` only silences Solidity's unused-variable warning: nothing to run
    if (e.nodeType === "Identifier" || e.nodeType === "Literal") return [];
    if (e.nodeType === "UnaryOperation" && (e.operator === "++" || e.operator === "--")) {
      const t = parseType(e.typeDescriptions?.typeString);
      const one = intLiteral(1n, t as { k: "uint"; bits: number });
      return this.assignTo(e.subExpression, (cur) =>
        this.arith(
          e.operator === "++" ? "+" : "-",
          cur,
          { code: one, prec: P.ATOM, owned: true, type: t },
          t,
        ),
      );
    }
    if (e.nodeType === "UnaryOperation" && e.operator === "delete") {
      const t = parseType(e.subExpression.typeDescriptions?.typeString);
      const path = this.pathOf(e.subExpression);
      if (
        path &&
        "sv" in path.root &&
        path.steps.every((s) => s.k === "key") &&
        path.root.sv.kind === "map"
      ) {
        const sv = path.root.sv;
        return [
          `${mapOp(sv, "remove")}(${this.storage()}, ${this.keyCode(this.stabilize(path))});`,
        ];
      }
      const def = defaultValue(t, (x) => this.unit.enumFirst(x));
      return this.assignTo(e.subExpression, () => ({
        code: def,
        prec: P.ATOM,
        owned: true,
        type: t,
      }));
    }
    if (e.nodeType === "FunctionCall") {
      const stmt = this.callStatement(e);
      if (stmt) return stmt;
    }
    const v = this.expr(e);
    if (v.code === "()") return [];
    // a value the prelude computed (a call through a storage reference) and nobody reads
    const frame = this.prelude[this.prelude.length - 1];
    const at = frame?.findIndex((l) => l.startsWith(`let ${v.code} = `)) ?? -1;
    if (at >= 0) {
      frame[at] = frame[at].slice(`let ${v.code} = `.length);
      return [];
    }
    return [`${v.code};`];
  }

  /** Calls that are statements of their own (require, push, transfer, ...). */
  private callStatement(e: AstNode): string[] | null {
    const c = classifyCall(e, this.unit.nodes);
    if (c.kind === "builtin") {
      const args: AstNode[] = e.arguments;
      if (c.name === "require") {
        if (this.isCheckableCall(args[0]))
          return this.checkedCall(args[0], this.requireError(args[1] ?? null), e);
        const cond = this.negate(args[0]);
        return [`if ${cond} {`, `    return Err(${this.requireError(args[1] ?? null)});`, "}"];
      }
      if (c.name === "assert") {
        this.unit.usePanic(1);
        return [
          `if ${this.negate(args[0])} {`,
          "    return Err(ContractError::Panic { code: 0x1 });",
          "}",
        ];
      }
      if (c.name === "revert") {
        return [`return Err(${this.requireError(args[0] ?? null)});`];
      }
    }
    if (c.kind === "array") {
      const path = this.pathOf(c.base) ?? this.localPath(c.base);
      if (!path) throw new Unsupported("SOL2CW-E013", e, "push/pop on a temporary array");
      const elem = (
        path.type.k === "array" ? path.type.elem : { k: "fixedbytes", n: 1 }
      ) as SolType;
      if (c.name === "push") {
        if (path.type.k === "bytes") {
          // HexBinary is immutable: the grown value replaces the old one
          const byte = e.arguments[0]
            ? `${this.wrap(this.expr(e.arguments[0], elem), P.ATOM)}.as_slice()`
            : "&[0u8]";
          return this.mutate(path, (place) => {
            const target = place.isRef ? `*${place.code}` : place.code;
            return [`${target} = HexBinary::from([${target}.as_slice(), ${byte}].concat());`];
          });
        }
        const arg = e.arguments[0]
          ? this.owned(this.expr(e.arguments[0], elem))
          : defaultValue(elem, (x) => this.unit.enumFirst(x));
        return this.mutate(path, (place) => [`${place.code}.push(${arg});`]);
      }
      this.unit.usePanic(0x31);
      if (path.type.k === "bytes") {
        this.unit.helpers.add("pop_byte");
        return this.mutate(path, (place) => {
          const target = place.isRef ? `*${place.code}` : place.code;
          return [`${target} = pop_byte(&${target})?;`];
        });
      }
      return this.mutate(path, (place) => [
        `${place.code}.pop().ok_or(ContractError::Panic { code: 0x31 })?;`,
      ]);
    }
    if (c.kind === "external") {
      const decl = this.unit.nodes.get(c.decl)!;
      if (decl.stateMutability !== "view" && decl.stateMutability !== "pure") {
        return this.externalExecuteLines(e, null);
      }
    }
    if (c.kind === "address" && (c.name === "transfer" || c.name === "send")) {
      const to = this.expr(c.base);
      const amount = this.expr(e.arguments[0], { k: "uint", bits: 256 });
      this.nativeTransferWarning(e);
      this.unit.helpers.add(`payouts_${c.name}`);
      if (c.name === "transfer") this.unit.useSpecial("transfer_failed");
      return [
        `payouts.${c.name}(${this.depsRef()}, ${this.envRef()}, &${this.wrap(to, P.UNARY)}, ${amount.code})?;`,
      ];
    }
    return null;
  }

  private nativeTransferWarning(e: AstNode) {
    this.unit.diag(
      "SOL2CW-W001",
      "warning",
      e,
      "a native transfer becomes a BankMsg::Send dispatched after the handler; a recipient contract's receive() is not run",
    );
  }

  /** The error for `require(c, msg)` / `revert(msg)` / `require(c, CustomError(..))`. */
  requireError(msg: AstNode | null): string {
    if (!msg) return `ContractError::${this.unit.useSpecial("revert")}`;
    if (msg.nodeType === "Literal" && msg.kind === "string") {
      return `ContractError::${this.unit.requireVariant(msg.value ?? "")}`;
    }
    if (msg.nodeType === "FunctionCall" && classifyCall(msg, this.unit.nodes).kind === "error") {
      return this.customError(msg);
    }
    const text = this.owned(this.expr(msg, { k: "string" }));
    this.unit.errors.set("message", { kind: "revert", variant: "Message" });
    return `ContractError::Message(${text})`;
  }

  /** `!(c)` with comparisons inverted for readability. */
  negate(c: AstNode): string {
    if (c.nodeType === "BinaryOperation") {
      const inv: Record<string, string> = {
        "<": ">=",
        ">": "<=",
        "<=": ">",
        ">=": "<",
        "==": "!=",
        "!=": "==",
      };
      if (inv[c.operator]) {
        const flipped = { ...c, operator: inv[c.operator] };
        return this.expr(flipped, { k: "bool" }).code;
      }
    }
    if (c.nodeType === "UnaryOperation" && c.operator === "!")
      return this.wrap(this.expr(c.subExpression), P.UNARY);
    const e = this.expr(c, { k: "bool" });
    return `!${this.wrap(e, P.UNARY)}`;
  }

  // ---------- assignments and storage paths ----------

  private assignment(e: AstNode): string[] {
    const lhs = e.leftHandSide;
    if (this.deadStores.has(e.id)) {
      const t = parseType(lhs.typeDescriptions?.typeString);
      const v =
        e.operator === "="
          ? this.expr(e.rightHandSide, t)
          : this.binary(e.operator.slice(0, -1), this.expr(lhs), e.rightHandSide, t, e);
      return [`let _ = ${v.code};`];
    }
    if (lhs.nodeType === "TupleExpression" && lhs.components.length > 1) {
      const comps: (AstNode | null)[] = lhs.components;
      const types = comps.map((c) => (c ? parseType(c.typeDescriptions?.typeString) : null));
      const value = this.tupleValue(e.rightHandSide, types);
      const temps = comps.map((c, i) => (c ? this.fresh(`t${i}`) : "_"));
      const out = [`let (${temps.join(", ")}) = ${value};`];
      comps.forEach((c, i) => {
        if (!c) return;
        const t = types[i]!;
        out.push(
          ...this.assignTo(c, () => ({ code: temps[i], prec: P.ATOM, owned: true, type: t })),
        );
      });
      return out;
    }
    const t = parseType(lhs.typeDescriptions?.typeString);
    const lhsDecl =
      lhs.nodeType === "Identifier" ? this.unit.nodes.get(lhs.referencedDeclaration) : undefined;
    if (
      e.operator === "=" &&
      lhsDecl?.nodeType === "VariableDeclaration" &&
      lhsDecl.storageLocation === "storage" &&
      !lhsDecl.stateVariable &&
      !this.refParams.has(lhsDecl.id)
    ) {
      const path = this.pathOf(e.rightHandSide);
      if (!path)
        throw new Unsupported("SOL2CW-E014", e, "a storage pointer to a computed location");
      const local = this.locals.get(lhsDecl.id);
      if (!local) throw new Unsupported("SOL2CW-E014", e, "an unknown storage pointer");
      local.alias = this.stabilize(path);
      return [];
    }
    if (
      e.operator === "=" &&
      lhs.nodeType === "Identifier" &&
      this.pendingDecl.has(lhs.referencedDeclaration)
    ) {
      const id = lhs.referencedDeclaration;
      this.pendingDecl.delete(id);
      const local = this.locals.get(id)!;
      const v = this.owned(this.expr(e.rightHandSide, t));
      const mut = (this.assignCount.get(id) ?? 0) > 1 ? "mut " : "";
      return [`let ${mut}${local.name} = ${v};`];
    }
    if (
      e.operator === "=" &&
      lhs.nodeType !== "Identifier" &&
      readsWhatChanges(e.rightHandSide, lhs)
    ) {
      // `a[i++] = f(i)`: the EVM evaluates the value before the place it is stored to
      const v = this.expr(e.rightHandSide, t);
      const value = this.hoist("value", this.owned(v));
      return this.assignTo(lhs, () => ({ ...v, code: value, owned: true }));
    }
    if (e.operator === "=") {
      return this.assignTo(lhs, () => {
        const v = this.expr(e.rightHandSide, t);
        return { ...v, code: this.owned(v), owned: true };
      });
    }
    const op = e.operator.slice(0, -1);
    return this.assignTo(lhs, (cur) => this.binary(op, cur, e.rightHandSide, t, e));
  }

  /** Assigns `value(current)` to the lvalue `lhs`. */
  assignTo(lhs: AstNode, value: (current: Expr) => Expr): string[] {
    if (
      lhs.nodeType === "IndexAccess" &&
      parseType(lhs.baseExpression.typeDescriptions?.typeString).k === "bytes"
    ) {
      // one byte of a memory `bytes`: HexBinary is immutable, so rebuild it
      const base = this.localPath(lhs.baseExpression);
      if (!base || base.steps.length > 0 || !("local" in base.root)) {
        // stored bytes (or bytes inside a struct or array): rebuild the whole value and write it back
        const idx = this.expr(lhs.indexExpression, { k: "uint", bits: 256 });
        const idxName = this.fresh("index");
        const bytesName = this.fresh("bytes");
        this.unit.helpers.add("set_byte");
        this.unit.helpers.add("at");
        const lines = this.assignTo(lhs.baseExpression, (whole) => {
          const cur: Expr = {
            code: `HexBinary::from(vec![at(${bytesName}.as_slice(), ${idxName})?])`,
            prec: P.ATOM,
            owned: true,
            type: { k: "fixedbytes", n: 1 },
          };
          const v = value(cur);
          return {
            code: `{ let ${bytesName} = ${this.owned(whole)}; set_byte(&${bytesName}, ${idxName}, &${this.wrap(v, P.UNARY)})? }`,
            prec: P.ATOM,
            owned: true,
            type: { k: "bytes" },
          };
        });
        return [`let ${idxName} = ${idx.code};`, ...lines];
      }
      const local = base.root.local;
      // the index is evaluated once (`buf[k++] = c` increments k once), also for `buf[i] |= c`
      const idx = this.expr(lhs.indexExpression, { k: "uint", bits: 256 });
      const pre: string[] = [];
      let index = idx.code;
      if (!isSimplePlace(idx) && !isLiteralCode(idx.code) && !/^\w+$/.test(idx.code)) {
        index = this.fresh("index");
        pre.push(`let ${index} = ${idx.code};`);
      }
      this.unit.helpers.add("at");
      const cur: Expr = {
        code: `HexBinary::from(vec![at(${local}.as_slice(), ${index})?])`,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: 1 },
      };
      const v = value(cur);
      this.unit.helpers.add("set_byte");
      return [...pre, `${local} = set_byte(&${local}, ${index}, &${this.wrap(v, P.UNARY)})?;`];
    }
    const path = this.pathOf(lhs) ?? this.localPath(lhs);
    if (!path) throw new Unsupported("SOL2CW-E013", lhs, "an assignment to this expression");
    const stable = this.stabilize(path);
    if ("sv" in stable.root && stable.steps.length === stable.root.sv.keys.length) {
      return this.storeWhole(stable, value(this.readPath(stable)));
    }
    return this.mutate(stable, (place) => {
      const v = value(
        place.isRef
          ? { code: `*${place.code}`, prec: P.UNARY, owned: false, type: stable.type }
          : { code: place.code, prec: P.ATOM, owned: false, type: stable.type },
      );
      return [
        place.isRef ? `*${place.code} = ${this.owned(v)};` : `${place.code} = ${this.owned(v)};`,
      ];
    });
  }

  /** Replaces a whole stored value (an `Item`, or one `Map` entry). */
  storeWhole(path: Path, v: Expr): string[] {
    path = this.stabilize(path);
    if (!("sv" in path.root)) throw new Unsupported("SOL2CW-E013", null, "storeWhole on a local");
    const sv = path.root.sv;
    const out: string[] = [];
    let code = this.wrap(v, P.UNARY);
    const cloned = /^([a-z_][\w.]*)\.clone\(\)$/.exec(code);
    if (cloned) code = cloned[1];
    if (/\bdeps\b/.test(code) || code.includes("?")) {
      // compute first: the value may read storage, which `save` borrows mutably
      const tmp = this.fresh(sv.storageKey);
      out.push(`let ${tmp} = ${v.code};`);
      code = tmp;
    }
    const store =
      sv.kind === "map"
        ? `${mapOp(sv, "save")}(${this.storage()}, ${this.keyCode(path)}, &${code})?;`
        : `${sv.constName}.save(${this.storage()}, &${code})?;`;
    out.push(store);
    return out;
  }

  /** Evaluates index/key expressions once, into temporaries, so a path can be read and written. */
  stabilize(path: Path): Path {
    const steps = path.steps.map((s): Step => {
      if (s.k === "field" || s.simple) return s;
      const name = this.hoist(s.k === "key" ? "key" : "index", s.raw);
      if (name === s.raw) return s;
      if (s.k === "index") return { ...s, code: name, raw: name, simple: true };
      const code = this.keyArg({ code: name, prec: P.ATOM, owned: false, type: s.type }, s.type);
      return { ...s, code, raw: name, simple: true };
    });
    return { ...path, steps };
  }

  /** The key values of a storage path (owned), as a storage-returning function returns them. */
  pathKeys(path: Path): string[] {
    return path.steps.map((s) => {
      if (s.k === "field")
        throw new Unsupported(
          "SOL2CW-E014",
          null,
          "returning a storage pointer to a struct member",
        );
      if (s.k === "index") return s.raw;
      return isCopy(s.type) || !s.simple ? s.raw : `${s.raw.replace(/^\*/, "")}.clone()`;
    });
  }

  /** The path a storage-returning function's result denotes, from the keys it returned. */
  pathFromKeys(info: StorageReturn, names: string[]): Path {
    const steps: Step[] = info.steps.map((st, i) => {
      if (st.k === "index") return { k: "index", code: names[i], raw: names[i], simple: true };
      const code = this.keyArg(
        { code: names[i], prec: P.ATOM, owned: false, type: st.type },
        st.type,
      );
      return { k: "key", code, type: st.type, raw: names[i], simple: true };
    });
    return { root: { sv: info.sv }, steps, type: info.type };
  }

  keyCode(path: Path): string {
    const keys = path.steps.filter((s) => s.k === "key").map((s) => (s as { code: string }).code);
    return keys.length === 1 ? keys[0] : `(${keys.join(", ")})`;
  }

  /**
   * Runs `mutation` on a Rust place for `path`: directly for locals, through a load-modify-save
   * for storage (a plain store when the whole value is replaced).
   */
  mutate(path: Path, mutation: (place: { code: string; isRef: boolean }) => string[]): string[] {
    path = this.stabilize(path);
    if ("local" in path.root) {
      const place = this.placeOf(path.root.local, path.steps);
      return mutation(place);
    }
    const sv = path.root.sv;
    const keyCount = sv.keys.length;
    const nav = path.steps.slice(keyCount);
    const name = this.fresh(sv.storageKey);
    const out = [
      `let mut ${name} = ${this.readPath({ ...path, steps: path.steps.slice(0, keyCount) }).code};`,
    ];
    out.push(...mutation(this.placeOf(name, nav)));
    const store =
      sv.kind === "map"
        ? `${mapOp(sv, "save")}(${this.storage()}, ${this.keyCode(path)}, &${name})?;`
        : `${sv.constName}.save(${this.storage()}, &${name})?;`;
    out.push(store);
    return out;
  }

  private placeOf(root: string, steps: Step[]): { code: string; isRef: boolean } {
    let code = root;
    let isRef = false;
    for (const s of steps) {
      if (s.k === "field") {
        code = `${code}.${s.name}`;
        isRef = false;
      } else if (s.k === "index") {
        this.unit.helpers.add("at_mut");
        code = `at_mut(${isRef ? code : `&mut ${code}`}, ${s.code})?`;
        isRef = true;
      } else {
        throw new Unsupported("SOL2CW-E015", null, "a mapping inside a memory value");
      }
    }
    return { code, isRef };
  }

  /** The storage location an expression denotes, or null for memory values. */
  pathOf(e: AstNode): Path | null {
    if (e.nodeType === "Identifier") {
      const sv = this.unit.stateVars.get(e.referencedDeclaration);
      if (sv && sv.kind !== "constant") return { root: { sv }, steps: [], type: sv.type };
      const local = this.locals.get(e.referencedDeclaration);
      if (local?.alias) return local.alias;
      return null;
    }
    if (e.nodeType === "MemberAccess") {
      const sv = this.unit.stateVars.get(e.referencedDeclaration);
      if (sv && sv.kind !== "constant") return { root: { sv }, steps: [], type: sv.type };
      const viaRef = this.refMemberPath(e);
      if (viaRef) return viaRef;
      const base = this.pathOf(e.expression);
      if (!base) return null;
      const baseType = parseType(e.expression.typeDescriptions?.typeString);
      if (baseType.k !== "struct") return null;
      const memberType = parseType(e.typeDescriptions?.typeString);
      if (memberType.k === "mapping" && "sv" in base.root) {
        // the member's own map, also for a struct nested in struct fields (`s._inner._positions`)
        const keyCount = base.root.sv.keys.length;
        const fields = base.steps.slice(keyCount);
        const mm = fields.every((f) => f.k === "field")
          ? this.unit.memberMap(
              base.root.sv,
              e.memberName,
              fields.map((f) => (f as { name: string }).name),
            )
          : undefined;
        if (mm) return { root: { sv: mm }, steps: base.steps.slice(0, keyCount), type: memberType };
        throw new Unsupported("SOL2CW-E015", e, "a mapping inside a struct stored in an array");
      }
      return {
        root: base.root,
        steps: [...base.steps, { k: "field", name: this.unit.fieldName(baseType, e.memberName) }],
        type: parseType(e.typeDescriptions?.typeString),
      };
    }
    if (e.nodeType === "IndexAccess") {
      const base = this.pathOf(e.baseExpression);
      // a byte of a stored bytesN is read from the loaded value (indexAccess), not a storage place
      if (!base || base.type.k === "fixedbytes") return null;
      return {
        ...base,
        steps: [...base.steps, this.indexStep(e, base.type)],
        type: parseType(e.typeDescriptions?.typeString),
      };
    }
    if (e.nodeType === "TupleExpression" && e.components.length === 1)
      return this.pathOf(e.components[0]);
    if (e.nodeType === "FunctionCall") {
      const c = classifyCall(e, this.unit.nodes);
      if (c.kind === "internal") {
        const target = this.resolveTarget(c);
        const info = this.unit.storageReturn(target);
        if (info) {
          const frame = this.prelude[this.prelude.length - 1];
          if (!frame || this.conditionalDepth > 0)
            throw new Unsupported(
              "SOL2CW-E014",
              e,
              "a storage pointer returned inside a condition",
            );
          const call = this.internalCallCode(e, c, target);
          const names = info.steps.map((_, i) => this.fresh(i === 0 ? "key" : `key${i}`));
          frame.push(`let ${this.keysTuple(names)} = ${call};`);
          return this.pathFromKeys(info, names);
        }
      }
      if (c.kind === "array" && c.name === "push" && e.arguments.length === 0) {
        // `S storage s = arr.push();`: append a zero value and point at it
        const base = this.pathOf(c.base);
        const frame = this.prelude[this.prelude.length - 1];
        if (!base || !frame || base.type.k !== "array") return null;
        const stable = this.stabilize(base);
        const idx = this.fresh("index");
        frame.push(
          `let ${idx} = Uint256::from(${this.wrap(this.readPath(stable), P.ATOM)}.len() as u64);`,
        );
        const def = defaultValue(base.type.elem, (x) => this.unit.enumFirst(x));
        frame.push(...this.mutate(stable, (place) => [`${place.code}.push(${def});`]));
        return {
          ...stable,
          steps: [...stable.steps, { k: "index", code: idx, raw: idx, simple: true }],
          type: base.type.elem,
        };
      }
    }
    return null;
  }

  /** `set.indexes` where `set` is a storage reference parameter: the map reached through its location. */
  private refMemberPath(e: AstNode): Path | null {
    const base = e.expression;
    if (base.nodeType !== "Identifier") return null;
    const ref = this.refLocals.get(base.referencedDeclaration);
    const memberType = parseType(e.typeDescriptions?.typeString);
    if (!ref || memberType.k !== "mapping") return null;
    const keys: SolType[] = [];
    let value: SolType = memberType;
    while (value.k === "mapping") {
      keys.push(value.key);
      value = value.value;
    }
    const sv: StateVar = {
      node: e,
      type: memberType,
      constName: ref,
      storageKey: snakeCase(e.memberName) || "value",
      kind: "map",
      keys,
      value,
      via: snakeCase(e.memberName),
    };
    return { root: { sv }, steps: [], type: memberType };
  }

  /** The `<S>Ref` value naming where the struct at `path` is stored (ADR 0093). */
  private refLocation(path: Path, node: AstNode): string {
    const fail = () =>
      new Unsupported(
        "SOL2CW-E015",
        node,
        "a struct with mapping members stored in an array, passed by storage reference",
      );
    if (!("sv" in path.root) || path.type.k !== "struct") throw fail();
    const sv = path.root.sv;
    if (sv.memberOf || sv.via || sv.value.k !== "struct") throw fail();
    const keys = path.steps.slice(0, sv.keys.length);
    const fields = path.steps.slice(sv.keys.length);
    if (keys.some((s) => s.k !== "key") || fields.some((s) => s.k !== "field")) throw fail();
    const names = fields.map((f) => (f as { name: string }).name);
    this.unit.refEnums.add(path.type.name);
    const variant = `${refEnumName(path.type.name)}::${refVariant(sv, names)}`;
    if (sv.kind !== "map") return `&${variant}`;
    return `&${variant}(${this.pathKeys({ ...path, steps: keys }).join(", ")})`;
  }

  private resolveTarget(c: { decl: number; virtual: boolean; superFrom: boolean }): AstNode {
    return c.superFrom
      ? this.unit.resolveFunction(c.decl, "super", this.currentContract)
      : this.unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
  }

  /** A path rooted at a local variable (for assignments into memory structs and arrays). */
  localPath(e: AstNode): Path | null {
    if (e.nodeType === "Identifier") {
      const l = this.locals.get(e.referencedDeclaration);
      if (!l) return null;
      return { root: { local: l.name, type: l.type }, steps: [], type: l.type };
    }
    if (e.nodeType === "MemberAccess") {
      const base = this.localPath(e.expression);
      const baseType = parseType(e.expression.typeDescriptions?.typeString);
      if (!base || baseType.k !== "struct") return null;
      return {
        ...base,
        steps: [...base.steps, { k: "field", name: this.unit.fieldName(baseType, e.memberName) }],
        type: parseType(e.typeDescriptions?.typeString),
      };
    }
    if (e.nodeType === "IndexAccess") {
      const base = this.localPath(e.baseExpression);
      if (!base) return null;
      return {
        ...base,
        steps: [...base.steps, this.indexStep(e, base.type)],
        type: parseType(e.typeDescriptions?.typeString),
      };
    }
    if (e.nodeType === "TupleExpression" && e.components.length === 1)
      return this.localPath(e.components[0]);
    return null;
  }

  private indexStep(e: AstNode, baseType: SolType): Step {
    if (!e.indexExpression)
      throw new Unsupported("SOL2CW-E013", e, "an index access without an index");
    if (baseType.k === "mapping") {
      const k = this.expr(e.indexExpression, baseType.key);
      const simple = isSimplePlace(k);
      return {
        k: "key",
        code: this.keyArg(k, baseType.key),
        type: baseType.key,
        raw: simple ? k.code : this.owned(k),
        simple: simple || isLiteralCode(k.code),
      };
    }
    const idx = this.expr(e.indexExpression, { k: "uint", bits: 256 });
    return {
      k: "index",
      code: idx.code,
      raw: idx.code,
      simple: isSimplePlace(idx) || isLiteralCode(idx.code),
    };
  }

  /** A mapping key as cw-storage-plus wants it. */
  keyArg(e: Expr, t: SolType): string {
    const w = this.wrap(e, P.ATOM);
    switch (t.k) {
      case "address":
      case "contract":
        return `&${this.wrap(e, P.UNARY)}`;
      case "uint":
      case "int": {
        const r = rustType(t);
        if (isNativeInt(r)) return e.code;
        if (r === "Uint64") return `${w}.u64()`;
        if (r === "Uint128") return `${w}.u128()`;
        if (r === "Int64") return `${w}.i64()`;
        if (r === "Int128") return `${w}.i128()`;
        return `${w}.to_be_bytes().as_slice()`;
      }
      case "string":
        return `${w}.as_str()`;
      case "bytes":
      case "fixedbytes":
        return `${w}.as_slice()`;
      case "bool":
        return `u8::from(${e.code})`;
      case "enum":
        return `${this.wrap(e, P.AS)} as u8`;
      default:
        throw new Unsupported("SOL2CW-E015", null, `a mapping key of type ${t.k}`);
    }
  }

  readPath(path: Path): Expr {
    let code: string;
    let steps = path.steps;
    if ("local" in path.root) {
      code = path.root.local;
      let owned = false;
      for (const s of steps) {
        if (s.k === "field") code = `${code}.${s.name}`;
        else if (s.k === "index") {
          this.unit.helpers.add("at");
          code = `at(&${code}, ${s.code})?`;
          owned = true;
        }
      }
      return { code, prec: P.ATOM, owned, type: path.type };
    }
    const sv = path.root.sv;
    if (sv.kind === "map") {
      const keys = steps.slice(0, sv.keys.length);
      if (keys.length < sv.keys.length)
        throw new Unsupported("SOL2CW-E015", sv.node, "a reference to a whole (sub-)mapping");
      const unwrap = hasSolDefault(sv.value)
        ? ".unwrap_or_default()"
        : `.unwrap_or_else(|| ${defaultValue(sv.value, (x) => this.unit.enumFirst(x))})`;
      code = `${mapOp(sv, "may_load")}(${this.storage()}, ${this.keyCode({ ...path, steps: keys })})?${unwrap}`;
      steps = steps.slice(sv.keys.length);
    } else {
      code = `${sv.constName}.load(${this.storage()})?`;
    }
    for (const s of steps) {
      if (s.k === "field") code = `${code}.${s.name}`;
      else if (s.k === "index") {
        this.unit.helpers.add("at");
        code = `at(&${code}, ${s.code})?`;
      } else throw new Unsupported("SOL2CW-E015", null, "a mapping inside a struct or array");
    }
    return { code, prec: P.ATOM, owned: true, type: path.type };
  }

  // ---------- expressions ----------

  wrap(e: Expr, min: number): string {
    return e.prec < min ? `(${e.code})` : e.code;
  }

  /** The expression as an owned value (cloned when it names a non-Copy place). */
  owned(e: Expr): string {
    if (e.owned || isCopy(e.type) || e.type.k === "intconst") return e.code;
    if (e.code.startsWith("*") && /^\*[a-z_]+$/.test(e.code)) return `${e.code.slice(1)}.clone()`;
    return `${this.wrap(e, P.ATOM)}.clone()`;
  }

  expr(e: AstNode, want?: SolType): Expr {
    const raw = this.exprRaw(e, want);
    return want ? this.convert(raw, want, e) : raw;
  }

  /** Implicit conversion of `e` to `to`. */
  convert(e: Expr, to: SolType, node?: AstNode): Expr {
    const from = e.type;
    if (to.k === "uint" || to.k === "int") {
      if (from.k === "intconst") {
        const v = node ? evalConst(node, this.unit) : null;
        if (v === null) return { ...e, type: to };
        return {
          code: intLiteral(v, to),
          prec: v < 0n && isNativeInt(rustType(to)) ? P.UNARY : P.ATOM,
          owned: true,
          type: to,
        };
      }
      if ((from.k === "uint" || from.k === "int") && rustType(from) !== rustType(to)) {
        if (hasFrom(from, to))
          return { code: `${rustType(to)}::from(${e.code})`, prec: P.ATOM, owned: true, type: to };
        return this.castInt(e, to);
      }
      if (from.k === "uint" || from.k === "int") return { ...e, type: to };
    }
    if (to.k === "fixedbytes" && from.k === "intconst") {
      const v = node ? evalConst(node, this.unit) : null;
      if (v !== null && v >= 0n) {
        const hex = v
          .toString(16)
          .padStart(to.n * 2, "0")
          .slice(-to.n * 2);
        const code =
          v === 0n ? `HexBinary::from(vec![0u8; ${to.n}])` : `HexBinary::from_hex("${hex}")?`;
        return { code, prec: P.ATOM, owned: true, type: to };
      }
    }
    if ((to.k === "string" || to.k === "bytes" || to.k === "fixedbytes") && from.k === "strlit") {
      return { ...e, type: to };
    }
    return e;
  }

  castInt(e: Expr, to: SolType): Expr {
    const from = e.type as { k: "uint" | "int"; bits: number };
    const t = to as { k: "uint" | "int"; bits: number };
    if (rustType(from) === rustType(t) && !isOddWidth(t) && from.k === t.k)
      return { ...e, type: to };
    const ft = typeTag(from);
    const tt = typeTag(t);
    this.unit.helpers.add(`to_word_${ft}`);
    this.unit.helpers.add(`from_word_${tt}`);
    return {
      code: `from_word_${tt}(to_word_${ft}(${e.code}))`,
      prec: P.ATOM,
      owned: true,
      type: to,
    };
  }

  private exprRaw(e: AstNode, want?: SolType): Expr {
    const computed = this.exprOverrides.get(e.id);
    if (computed) return computed;
    const type = parseType(e.typeDescriptions?.typeString);
    const isTypeBound =
      e.nodeType === "MemberAccess" &&
      (e.memberName === "max" || e.memberName === "min") &&
      e.expression?.nodeType === "FunctionCall";
    const constVal = type.k === "intconst" || isTypeBound ? evalConst(e, this.unit) : null;
    if (isTypeBound && constVal !== null && (type.k === "uint" || type.k === "int")) {
      return { code: intLiteral(constVal, type), prec: P.ATOM, owned: true, type };
    }
    if (isTypeBound && type.k === "enum") {
      const members: AstNode[] = this.unit.enumDef(type.name)?.members ?? [];
      const member = e.memberName === "min" ? members[0] : members[members.length - 1];
      if (!member) throw new Unsupported("SOL2CW-E013", e, `type(${type.name}).${e.memberName}`);
      return {
        code: `${type.name}::${this.unit.enumVariant(type.name, member.name)}`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    if (constVal !== null && want?.k === "fixedbytes") {
      return this.convert(
        { code: "", prec: P.ATOM, owned: true, type: { k: "intconst", text: "" } },
        want,
        e,
      );
    }
    if (constVal !== null) {
      const target =
        want && (want.k === "uint" || want.k === "int") ? want : guessIntType(constVal);
      return {
        code: intLiteral(constVal, target),
        prec: constVal < 0n && isNativeInt(rustType(target)) ? P.UNARY : P.ATOM,
        owned: true,
        type: target,
      };
    }
    switch (e.nodeType) {
      case "Literal":
        return this.literal(e, type, want);
      case "Identifier":
        return this.identifier(e, type, want);
      case "MemberAccess":
        return this.memberAccess(e, type);
      case "IndexAccess":
        return this.indexAccess(e, type);
      case "FunctionCall":
        return this.call(e, type, want);
      case "BinaryOperation":
        return this.binaryOp(e, type);
      case "UnaryOperation":
        return this.unaryOp(e, type);
      case "Conditional": {
        const c = this.expr(e.condition, { k: "bool" });
        const t = want ?? type;
        this.conditionalDepth++;
        const a = this.owned(this.expr(e.trueExpression, t));
        const b = this.owned(this.expr(e.falseExpression, t));
        this.conditionalDepth--;
        return { code: `if ${c.code} { ${a} } else { ${b} }`, prec: P.IF, owned: true, type: t };
      }
      case "TupleExpression": {
        const comps: (AstNode | null)[] = e.components;
        if (comps.length === 1 && comps[0]) {
          const inner = this.expr(comps[0], want);
          return inner;
        }
        if (e.isInlineArray) {
          const elem = type.k === "array" ? type.elem : undefined;
          const items = comps.map((c) => this.owned(this.expr(c!, elem)));
          return { code: `vec![${items.join(", ")}]`, prec: P.ATOM, owned: true, type };
        }
        const items = comps.map((c, i) => {
          const w = want?.k === "tuple" ? (want.items[i] ?? undefined) : undefined;
          return c ? this.owned(this.expr(c, w)) : "()";
        });
        return { code: `(${items.join(", ")})`, prec: P.ATOM, owned: true, type };
      }
      case "Assignment": {
        // `x = y = v`: the inner assignment runs first; its value is what `y` then holds
        const frame = this.prelude[this.prelude.length - 1];
        if (!frame || this.conditionalDepth > 0)
          throw new Unsupported("SOL2CW-E013", e, "an assignment used as a value in a condition");
        frame.push(...this.assignment(e));
        return this.expr(e.leftHandSide, want);
      }
      case "IndexRangeAccess": {
        // `x[start:end]` on calldata: a copy of the range; a range past the end fails the call
        const baseType = parseType(e.baseExpression.typeDescriptions?.typeString);
        const base = this.expr(e.baseExpression);
        const u256: SolType = { k: "uint", bits: 256 };
        const start = e.startExpression
          ? this.expr(e.startExpression, u256).code
          : "Uint256::zero()";
        const end = e.endExpression ? `Some(${this.expr(e.endExpression, u256).code})` : "None";
        this.unit.useSpecial("revert");
        this.unit.helpers.add("slice_range");
        const code = `slice_range(${this.wrap(base, P.ATOM)}.as_slice(), ${start}, ${end})?`;
        return baseType.k === "bytes"
          ? { code: `HexBinary::from(${code})`, prec: P.ATOM, owned: true, type: baseType }
          : { code, prec: P.ATOM, owned: true, type: baseType };
      }
      case "ElementaryTypeNameExpression":
        throw new Unsupported("SOL2CW-E013", e, "a type used as a value");
      default:
        throw new Unsupported("SOL2CW-E013", e, `the expression ${e.nodeType}`);
    }
  }

  private literal(e: AstNode, type: SolType, want?: SolType): Expr {
    if (e.kind === "bool") return { code: e.value, prec: P.ATOM, owned: true, type: { k: "bool" } };
    if (e.kind === "string" || e.kind === "unicodeString" || e.kind === "hexString") {
      const target = want ?? type;
      const bytes =
        e.kind === "hexString"
          ? Buffer.from(e.hexValue, "hex")
          : Buffer.from(e.hexValue ?? "", "hex");
      if (target.k === "bytes" || target.k === "fixedbytes") {
        const n = target.k === "fixedbytes" ? target.n : bytes.length;
        const padded = Buffer.alloc(n);
        bytes.copy(padded, 0, 0, Math.min(n, bytes.length));
        const hex = padded.toString("hex");
        return {
          code: hex.length === 0 ? "HexBinary::default()" : `HexBinary::from_hex("${hex}")?`,
          prec: P.ATOM,
          owned: true,
          type: target,
        };
      }
      return {
        code: `${rustString(bytes.toString("utf8"))}.to_string()`,
        prec: P.ATOM,
        owned: true,
        type: { k: "string" },
      };
    }
    if (e.kind === "number" && want?.k === "address") {
      return { code: "zero_address()", prec: P.ATOM, owned: true, type: want };
    }
    throw new Unsupported("SOL2CW-E013", e, `the literal ${e.value}`);
  }

  private identifier(e: AstNode, _type: SolType, _want?: SolType): Expr {
    const ref = e.referencedDeclaration;
    const local = this.locals.get(ref);
    if (local) {
      if (local.alias) return this.readPath(local.alias);
      return { code: local.name, prec: P.ATOM, owned: false, type: local.type };
    }
    const sv = this.unit.stateVars.get(ref);
    if (sv) {
      if (sv.kind === "constant") return this.constant(sv);
      return this.readPath({ root: { sv }, steps: [], type: sv.type });
    }
    if (ref < 0 || BLOCK_MAGIC.has(e.name)) {
      if (e.name === "this") {
        this.used.env = true;
        return {
          code: "env.contract.address",
          prec: P.ATOM,
          owned: false,
          type: { k: "address", payable: false },
        };
      }
      if (e.name === "now") return this.blockTimestamp();
    }
    const decl = this.unit.nodes.get(ref);
    if (decl?.nodeType === "VariableDeclaration" && decl.constant) {
      // a file-level constant
      return this.constantDecl(decl);
    }
    if (decl?.nodeType === "FunctionDefinition")
      throw new Unsupported(
        "SOL2CW-E013",
        e,
        `the function ${e.name} used as a value (a variable of function type)`,
      );
    throw new Unsupported("SOL2CW-E013", e, `the identifier ${e.name}`);
  }

  private constant(sv: StateVar): Expr {
    return this.constantDecl(sv.node);
  }

  private constantDecl(decl: AstNode): Expr {
    const t = parseType(decl.typeDescriptions?.typeString);
    const name = this.unit.useConstant(decl);
    if (name) return { code: name, prec: P.ATOM, owned: isCopy(t), type: t };
    if (!decl.value) throw new Unsupported("SOL2CW-E013", decl, "a constant without a value");
    return this.expr(decl.value, t);
  }

  blockTimestamp(): Expr {
    this.unit.helpers.add("block_timestamp");
    return {
      code: `block_timestamp(${this.envRef()})`,
      prec: P.ATOM,
      owned: true,
      type: { k: "uint", bits: 256 },
    };
  }

  private memberAccess(e: AstNode, type: SolType): Expr {
    const base: AstNode = e.expression;
    const member: string = e.memberName;
    const baseType = parseType(base.typeDescriptions?.typeString);
    if (base.nodeType === "Identifier" && base.referencedDeclaration < 0) {
      if (base.name === "msg") {
        if (member === "sender") {
          return {
            code: this.senderPlace(),
            prec: this.mode === "internal" ? P.UNARY : P.ATOM,
            owned: false,
            type: { k: "address", payable: false },
          };
        }
        if (member === "value")
          return {
            code: this.fundsExpr(),
            prec: P.ATOM,
            owned: true,
            type: { k: "uint", bits: 256 },
          };
        if (member === "data" && this.msgData) {
          return { code: this.msgData, prec: P.ATOM, owned: false, type: { k: "bytes" } };
        }
        throw new Unsupported("SOL2CW-E005", e, `msg.${member}`);
      }
      if (base.name === "block") {
        if (member === "timestamp") return this.blockTimestamp();
        if (member === "number") {
          this.unit.helpers.add("block_number");
          return {
            code: `block_number(${this.envRef()})`,
            prec: P.ATOM,
            owned: true,
            type: { k: "uint", bits: 256 },
          };
        }
        throw new Unsupported("SOL2CW-E006", e, `block.${member} (no CosmWasm equivalent)`);
      }
      if (base.name === "tx") throw new Unsupported("SOL2CW-E004", e, `tx.${member}`);
    }
    // enum values
    if (type.k === "enum" && /^type\(enum/.test(base.typeDescriptions?.typeString ?? "")) {
      return {
        code: `${type.name}::${this.unit.enumVariant(type.name, member)}`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    // constants and state variables through a contract name
    const sv = this.unit.stateVars.get(e.referencedDeclaration);
    if (sv) {
      if (sv.kind === "constant") return this.constant(sv);
      return this.readPath({ root: { sv }, steps: [], type: sv.type });
    }
    const decl = this.unit.nodes.get(e.referencedDeclaration);
    if (decl?.nodeType === "VariableDeclaration" && decl.constant) return this.constantDecl(decl);
    if (
      member === "length" &&
      (baseType.k === "array" || baseType.k === "bytes" || baseType.k === "string")
    ) {
      const b = this.lengthBase(base);
      return {
        code: `Uint256::from(${b}.len() as u64)`,
        prec: P.ATOM,
        owned: true,
        type: { k: "uint", bits: 256 },
      };
    }
    if (member === "length" && baseType.k === "fixedbytes") {
      return {
        code: intLiteral(BigInt(baseType.n), { k: "uint", bits: 8 }),
        prec: P.ATOM,
        owned: true,
        type: { k: "uint", bits: 8 },
      };
    }
    if (member === "balance" && isAddressLike(baseType)) {
      if (isThisAddress(base)) {
        if (
          (this.mode === "internal" && this.needs.payouts !== "none") ||
          this.needs.payouts === "write"
        ) {
          return {
            code: `payouts.self_balance(${this.depsRef()}, ${this.envRef()})?`,
            prec: P.ATOM,
            owned: true,
            type: { k: "uint", bits: 256 },
          };
        }
        return {
          code: `Payouts::default().self_balance(${this.depsRef()}, ${this.envRef()})?`,
          prec: P.ATOM,
          owned: true,
          type: { k: "uint", bits: 256 },
        };
      }
      const a = this.expr(base);
      this.used.deps = true;
      return {
        code: `Uint256::from(deps.querier.query_balance(${this.wrap(a, P.UNARY).startsWith("&") ? "" : "&"}${this.wrap(a, P.UNARY)}, NATIVE_DENOM)?.amount)`,
        prec: P.ATOM,
        owned: true,
        type: { k: "uint", bits: 256 },
      };
    }
    if (baseType.k === "struct") {
      const path = this.pathOf(e);
      if (path) return this.readPath(path);
      // mapping members live in maps of their own, reachable only from the state variable
      if (type.k === "mapping")
        throw new Unsupported(
          "SOL2CW-E015",
          e,
          "a mapping member of a struct reached through a storage reference parameter",
        );
      const b = this.expr(base);
      const field = this.unit.fieldName(baseType, member);
      return { code: `${this.wrap(b, P.ATOM)}.${field}`, prec: P.ATOM, owned: b.owned, type };
    }
    if (member === "selector") {
      // a function's, error's or event's ABI selector is a constant: the same bytes as on the EVM
      const decl = this.unit.nodes.get(base.referencedDeclaration);
      const hex: string | undefined =
        decl?.functionSelector ?? decl?.errorSelector ?? decl?.eventSelector;
      if (hex && /^[0-9a-f]+$/.test(hex)) {
        return {
          code: `HexBinary::from_hex("${hex}")?`,
          prec: P.ATOM,
          owned: true,
          type: { k: "fixedbytes", n: hex.length / 2 },
        };
      }
    }
    if (member === "selector" || member === "code" || member === "codehash") {
      throw new Unsupported("SOL2CW-E007", e, `.${member}`);
    }
    if (base.nodeType === "FunctionCall" && base.expression?.name === "type") {
      const target = this.unit.nodes.get(base.arguments[0]?.referencedDeclaration);
      if (target?.nodeType === "ContractDefinition" && member === "interfaceId") {
        // the XOR of the selectors of the functions the interface itself declares
        let id = 0;
        for (const f of target.nodes as AstNode[])
          if (f.nodeType === "FunctionDefinition" && f.functionSelector)
            id ^= Number.parseInt(f.functionSelector, 16);
        const hex = (id >>> 0).toString(16).padStart(8, "0");
        return {
          code: `HexBinary::from_hex("${hex}")?`,
          prec: P.ATOM,
          owned: true,
          type: { k: "fixedbytes", n: 4 },
        };
      }
      if (target?.nodeType === "ContractDefinition" && member === "name") {
        return {
          code: `${rustString(target.name)}.to_string()`,
          prec: P.ATOM,
          owned: true,
          type: { k: "string" },
        };
      }
      throw new Unsupported("SOL2CW-E013", e, `type(..).${member}`);
    }
    throw new Unsupported("SOL2CW-E013", e, `the member access .${member}`);
  }

  private lengthBase(base: AstNode): string {
    // bytes(s).length is the UTF-8 length of s
    if (
      base.nodeType === "FunctionCall" &&
      base.kind === "typeConversion" &&
      base.arguments.length === 1
    ) {
      const inner = parseType(base.arguments[0].typeDescriptions?.typeString);
      if (inner.k === "string") return this.wrap(this.expr(base.arguments[0]), P.ATOM);
    }
    return this.wrap(this.expr(base), P.ATOM);
  }

  private indexAccess(e: AstNode, type: SolType): Expr {
    const baseType = parseType(e.baseExpression.typeDescriptions?.typeString);
    const path = baseType.k === "bytes" ? null : this.pathOf(e);
    if (path) return this.readPath(path);
    const base = this.expr(e.baseExpression);
    const idx = this.expr(e.indexExpression, { k: "uint", bits: 256 });
    this.unit.helpers.add("at");
    if (baseType.k === "bytes" || baseType.k === "fixedbytes") {
      return {
        code: `HexBinary::from(vec![at(${this.wrap(base, P.ATOM)}.as_slice(), ${idx.code})?])`,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: 1 },
      };
    }
    return {
      code: `at(&${this.wrap(base, P.UNARY)}, ${idx.code})?`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }

  // ---------- operators ----------

  private binaryOp(e: AstNode, type: SolType): Expr {
    const op: string = e.operator;
    if (op === "&&" || op === "||") {
      const l = this.expr(e.leftExpression, { k: "bool" });
      this.conditionalDepth++;
      const r = this.expr(e.rightExpression, { k: "bool" });
      this.conditionalDepth--;
      const p = op === "&&" ? P.AND : P.OR;
      return {
        code: `${this.wrap(l, p)} ${op} ${this.wrap(r, p + 1)}`,
        prec: p,
        owned: true,
        type: { k: "bool" },
      };
    }
    const common = parseType(e.commonType?.typeString);
    if (["==", "!=", "<", ">", "<=", ">="].includes(op)) {
      const hashCmp = this.hashComparison(e);
      if (hashCmp) return hashCmp;
      const ct =
        common.k === "other" ? parseType(e.leftExpression.typeDescriptions?.typeString) : common;
      const l = this.expr(e.leftExpression, ct);
      const r = this.expr(e.rightExpression, ct);
      if (isAddressLike(ct) && (op === "==" || op === "!=")) {
        const zl = isZeroAddress(e.leftExpression);
        const zr = isZeroAddress(e.rightExpression);
        if (zl || zr) {
          this.unit.helpers.add("is_zero_address");
          const other = zr ? l : r;
          const code = `is_zero_address(${refOf(this.wrap(other, P.UNARY))})`;
          return {
            code: op === "==" ? code : `!${code}`,
            prec: op === "==" ? P.ATOM : P.UNARY,
            owned: true,
            type: { k: "bool" },
          };
        }
      }
      return {
        code: `${this.wrap(l, P.CMP + 1)} ${op} ${this.wrap(r, P.CMP + 1)}`,
        prec: P.CMP,
        owned: true,
        type: { k: "bool" },
      };
    }
    const t = common.k === "other" ? type : common;
    const l = this.expr(e.leftExpression, op === "**" || op === "<<" || op === ">>" ? t : t);
    return this.binary(op, l, e.rightExpression, t, e);
  }

  /** `keccak256(a) == keccak256(b)`: compares the hashed bytes directly (string equality idiom). */
  private hashComparison(e: AstNode): Expr | null {
    if (e.operator !== "==" && e.operator !== "!=") return null;
    const isHash = (x: AstNode) =>
      x.nodeType === "FunctionCall" &&
      x.expression.nodeType === "Identifier" &&
      x.expression.name === "keccak256" &&
      x.expression.referencedDeclaration < 0;
    if (!isHash(e.leftExpression) || !isHash(e.rightExpression)) return null;
    const a = this.bytesOf(e.leftExpression.arguments[0]);
    const b = this.bytesOf(e.rightExpression.arguments[0]);
    return { code: `${a} ${e.operator} ${b}`, prec: P.CMP, owned: true, type: { k: "bool" } };
  }

  /** Applies a binary arithmetic/bitwise operator with `l` already lowered. */
  binary(op: string, l: Expr, rightNode: AstNode, t: SolType, node: AstNode): Expr {
    if (op === "**") {
      const rt = parseType(rightNode.typeDescriptions?.typeString);
      const c = evalConst(rightNode, this.unit);
      let exp: string;
      if (c !== null) exp = `${c}`;
      else {
        const r = this.expr(rightNode, rt.k === "intconst" ? { k: "uint", bits: 256 } : rt);
        const tag = typeTag(r.type);
        this.unit.helpers.add(`exponent_${tag}`);
        exp = `exponent_${tag}(${r.code})?`;
      }
      return this.arithRaw("pow", l, exp, t);
    }
    if (op === "<<" || op === ">>") {
      const rt = parseType(rightNode.typeDescriptions?.typeString);
      const c = evalConst(rightNode, this.unit);
      let amount: string;
      if (c !== null) amount = c > 0xffffffffn ? "u32::MAX" : `${c}`;
      else {
        const r = this.expr(rightNode, rt);
        const tag = typeTag(r.type);
        this.unit.helpers.add(`shift_amount_${tag}`);
        amount = `shift_amount_${tag}(${r.code})`;
      }
      if (t.k === "fixedbytes") {
        const fn = op === "<<" ? "shl_fixed_bytes" : "shr_fixed_bytes";
        this.unit.helpers.add(fn);
        return {
          code: `${fn}(&${this.wrap(l, P.UNARY)}, ${amount})`,
          prec: P.ATOM,
          owned: true,
          type: t,
        };
      }
      const tag = typeTag(t);
      const fn = `${op === "<<" ? "shl" : "shr"}_${tag}`;
      this.unit.helpers.add(fn);
      return { code: `${fn}(${l.code}, ${amount})`, prec: P.ATOM, owned: true, type: t };
    }
    const r = this.expr(rightNode, t);
    if (op === "&" || op === "|" || op === "^") {
      const rt = rustType(t);
      if (isNativeInt(rt) || t.k === "bool") {
        const p = op === "&" ? P.BITAND : op === "|" ? P.BITOR : P.XOR;
        return {
          code: `${this.wrap(l, p)} ${op} ${this.wrap(r, p + 1)}`,
          prec: p,
          owned: true,
          type: t,
        };
      }
      if (t.k === "uint" || t.k === "int") {
        const fn = `${{ "&": "bitand", "|": "bitor", "^": "bitxor" }[op]}_${typeTag(t)}`;
        this.unit.helpers.add(fn);
        return { code: `${fn}(${l.code}, ${r.code})`, prec: P.ATOM, owned: true, type: t };
      }
      if (t.k === "fixedbytes") {
        return {
          code: `HexBinary::from(${this.wrap(l, P.ATOM)}.iter().zip(${this.wrap(r, P.ATOM)}.iter()).map(|(x, y)| x ${op} y).collect::<Vec<u8>>())`,
          prec: P.ATOM,
          owned: true,
          type: t,
        };
      }
      throw new Unsupported("SOL2CW-E013", node, `the operator ${op} on ${t.k}`);
    }
    return this.arith(op, l, r, t);
  }

  /** Checked (or, in `unchecked`, wrapping) arithmetic at the declared width. */
  arith(op: string, l: Expr, r: Expr, t: SolType): Expr {
    const name = { "+": "add", "-": "sub", "*": "mul", "/": "div", "%": "rem" }[op];
    if (!name) throw new Unsupported("SOL2CW-E013", null, `the operator ${op}`);
    return this.arithRaw(name, l, r.code, t);
  }

  private arithRaw(name: string, l: Expr, r: string, t: SolType): Expr {
    if (t.k !== "uint" && t.k !== "int")
      throw new Unsupported("SOL2CW-E013", null, `arithmetic on ${t.k}`);
    const rt = rustType(t);
    const native = isNativeInt(rt);
    const lw = this.wrap(l, P.ATOM);
    const tag = typeTag(t);
    const odd = isOddWidth(t);
    if (name === "div" || name === "rem") {
      this.unit.usePanic(0x12);
      let code: string;
      if (t.k === "int" && (name === "rem" || this.uncheckedDepth > 0)) {
        // Solidity: min % -1 is 0; min / -1 wraps inside `unchecked`
        const fn = `${name === "rem" ? "signed_rem" : "wrapping_div"}_${tag}`;
        this.unit.helpers.add(fn);
        return { code: `${fn}(${l.code}, ${r})?`, prec: P.ATOM, owned: true, type: t };
      }
      if (!native) code = `${lw}.checked_${name}(${r})?`;
      else if (t.k === "uint") code = `${lw}.checked_${name}(${r}).ok_or(${PANIC_DIV_ZERO})?`;
      else {
        this.unit.usePanic(0x11);
        code = `${lw}.checked_${name}(${r}).ok_or(if ${r} == 0 { ${PANIC_DIV_ZERO} } else { ${PANIC_OVERFLOW} })?`;
      }
      if (odd && t.k === "int") {
        this.unit.helpers.add(`check_${tag}`);
        code = `check_${tag}(${code})?`;
      }
      return { code, prec: P.ATOM, owned: true, type: t };
    }
    if (this.uncheckedDepth > 0) {
      let code = `${lw}.wrapping_${name}(${r})`;
      if (odd) {
        this.unit.helpers.add(`wrap_${tag}`);
        code = `wrap_${tag}(${code})`;
      }
      return { code, prec: P.ATOM, owned: true, type: t };
    }
    this.unit.usePanic(0x11);
    let code = native
      ? `${lw}.checked_${name}(${r}).ok_or(${PANIC_OVERFLOW})?`
      : `${lw}.checked_${name}(${r})?`;
    if (odd) {
      this.unit.helpers.add(`check_${tag}`);
      code = `check_${tag}(${code})?`;
    }
    return { code, prec: P.ATOM, owned: true, type: t };
  }

  private unaryOp(e: AstNode, type: SolType): Expr {
    const op: string = e.operator;
    if (op === "!") {
      const v = this.expr(e.subExpression, { k: "bool" });
      return { code: `!${this.wrap(v, P.UNARY)}`, prec: P.UNARY, owned: true, type: { k: "bool" } };
    }
    if (op === "-") {
      const v = this.expr(e.subExpression, type);
      const zero = intLiteral(0n, type as { k: "int"; bits: number });
      return this.arith("-", { code: zero, prec: P.ATOM, owned: true, type }, v, type);
    }
    if (op === "~") {
      const v = this.expr(e.subExpression, type);
      if (type.k === "fixedbytes") {
        return {
          code: `HexBinary::from(${this.wrap(v, P.ATOM)}.iter().map(|x| !x).collect::<Vec<u8>>())`,
          prec: P.ATOM,
          owned: true,
          type,
        };
      }
      let code = `!${this.wrap(v, P.UNARY)}`;
      if (isOddWidth(type)) {
        this.unit.helpers.add(`wrap_${typeTag(type)}`);
        code = `wrap_${typeTag(type)}(${code})`;
      }
      return { code, prec: isOddWidth(type) ? P.ATOM : P.UNARY, owned: true, type };
    }
    if (op === "++" || op === "--") {
      // used as a value: a prelude statement performs the update
      const frame = this.prelude[this.prelude.length - 1];
      if (!frame || this.conditionalDepth > 0)
        throw new Unsupported("SOL2CW-E013", e, "++/-- inside a condition");
      const path = this.pathOf(e.subExpression) ?? this.localPath(e.subExpression);
      if (!path) throw new Unsupported("SOL2CW-E013", e, "++/-- on this expression");
      const stable = this.stabilize(path);
      const before = this.fresh("old");
      frame.push(`let ${before} = ${this.readPath(stable).code};`);
      const one = intLiteral(1n, type as { k: "uint"; bits: number });
      const after = this.arith(
        op === "++" ? "+" : "-",
        { code: before, prec: P.ATOM, owned: true, type },
        { code: one, prec: P.ATOM, owned: true, type },
        type,
      );
      const afterName = this.fresh("new");
      frame.push(`let ${afterName} = ${after.code};`);
      const newValue: Expr = { code: afterName, prec: P.ATOM, owned: true, type };
      const lines =
        "sv" in stable.root && stable.steps.length === stable.root.sv.keys.length
          ? this.storeWhole(stable, newValue)
          : this.mutate(stable, (place) => [
              place.isRef ? `*${place.code} = ${afterName};` : `${place.code} = ${afterName};`,
            ]);
      frame.push(...lines);
      return { code: e.prefix ? afterName : before, prec: P.ATOM, owned: true, type };
    }
    if (op === "delete") throw new Unsupported("SOL2CW-E013", e, "delete used as a value");
    throw new Unsupported("SOL2CW-E013", e, `the operator ${op}`);
  }

  // ---------- calls ----------

  private call(e: AstNode, type: SolType, want?: SolType): Expr {
    const c = classifyCall(e, this.unit.nodes);
    const args: AstNode[] = e.arguments;
    switch (c.kind) {
      case "cast":
        return this.cast(e, type, want);
      case "struct": {
        const st = type as { k: "struct"; name: string; qualified: string };
        const def = this.unit.structDef(st.name);
        const members: AstNode[] = def?.members ?? [];
        const ordered = this.orderedArgs(e, members);
        const fields = members.map((m, i) => {
          const mt = parseType(m.typeDescriptions?.typeString);
          const v = this.owned(this.expr(ordered[i], mt));
          const f = this.unit.fieldName(st, m.name);
          return v === f ? f : `${f}: ${v}`;
        });
        return { code: `${st.name} { ${fields.join(", ")} }`, prec: P.ATOM, owned: true, type };
      }
      case "builtin":
        return this.builtin(e, c.name, args, type);
      case "abi":
        return this.abiCall(e, c.name, args);
      case "concat": {
        if (c.of === "string") {
          const parts = args.map((a) => this.wrap(this.expr(a, { k: "string" }), P.ATOM));
          return {
            code: `[${parts.map((p) => `${p}.as_str()`).join(", ")}].concat()`,
            prec: P.ATOM,
            owned: true,
            type: { k: "string" },
          };
        }
        const parts = args.map((a) => {
          const at = parseType(a.typeDescriptions?.typeString);
          const v = at.k === "strlit" ? this.expr(a, { k: "bytes" }) : this.expr(a);
          return `${this.wrap(v, P.ATOM)}.as_slice()`;
        });
        return {
          code: `HexBinary::from([${parts.join(", ")}].concat())`,
          prec: P.ATOM,
          owned: true,
          type: { k: "bytes" },
        };
      }
      case "internal":
        return this.internalCall(e, c, type);
      case "new":
        if (c.what === "array") {
          const t = type as { k: "array"; elem: SolType };
          this.unit.helpers.add("to_usize");
          const n = this.expr(args[0], { k: "uint", bits: 256 });
          return {
            code: `vec![${defaultValue(t.elem, (x) => this.unit.enumFirst(x))}; to_usize(${n.code})?]`,
            prec: P.ATOM,
            owned: true,
            type,
          };
        }
        if (c.what === "bytes") {
          this.unit.helpers.add("to_usize");
          const n = this.expr(args[0], { k: "uint", bits: 256 });
          if (type.k === "string") throw new Unsupported("SOL2CW-E013", e, "new string(n)");
          return {
            code: `HexBinary::from(vec![0u8; to_usize(${n.code})?])`,
            prec: P.ATOM,
            owned: true,
            type: { k: "bytes" },
          };
        }
        return this.newContract(e, c.typeName, c.value ?? null);
      case "address":
        return this.addressCall(e, c.name, c.base, c.value, args);
      case "array": {
        throw new Unsupported("SOL2CW-E013", e, `${c.name}() used as a value`);
      }
      case "external":
        return this.externalCall(e, c);
      case "error":
        throw new Unsupported("SOL2CW-E013", e, "an error used as a value");
      default:
        throw new Unsupported("SOL2CW-E013", e, "this call");
    }
  }

  private internalCall(
    e: AstNode,
    c: {
      decl: number;
      virtual: boolean;
      superFrom: boolean;
      bound: AstNode | null;
      selfSender?: boolean;
    },
    type: SolType,
  ): Expr {
    const target = this.resolveTarget(c);
    if (this.unit.storageReturn(target)) {
      const path = this.pathOf(e);
      if (!path) throw new Unsupported("SOL2CW-E014", e, "a storage pointer result");
      return this.readPath(path);
    }
    const code = this.internalCallCode(e, c, target);
    const rets: AstNode[] = target.returnParameters.parameters;
    const t: SolType =
      rets.length === 1
        ? parseType(rets[0].typeDescriptions?.typeString)
        : rets.length === 0
          ? { k: "tuple", items: [] }
          : type;
    return { code, prec: P.ATOM, owned: true, type: t };
  }

  /** `name(ctx..., args...)?` for an internal call; storage references are copied in and out. */
  internalCallCode(
    e: AstNode,
    c: {
      decl: number;
      virtual: boolean;
      superFrom: boolean;
      bound: AstNode | null;
      selfSender?: boolean;
    },
    target: AstNode,
  ): string {
    if (!target.body)
      throw new Unsupported(
        "SOL2CW-E013",
        e,
        `a call to the unimplemented function ${target.name}`,
      );
    this.unit.calledInternally.add(target.id);
    const name = this.unit.fnName(target);
    const tn = this.unit.needs(target.id);
    const params: AstNode[] = target.parameters.parameters;
    const argNodes = c.bound
      ? [c.bound, ...this.orderedArgs(e, params.slice(1))]
      : this.orderedArgs(e, params);
    const writeBack: string[] = [];
    const located = refLocationParams(this.unit, target);
    const bare = locationOnlyParams(this.unit, target);
    // inside `&&`, `||` or `?:` the copy-in/copy-out runs in a block expression of its own
    const frame = this.prelude[this.prelude.length - 1];
    const inline = !frame || this.conditionalDepth > 0;
    const copyIn: string[] = [];
    // the location of a struct with mapping members travels next to its value (ADR 0093), or
    // alone when the callee never touches the plain fields ("" marks a dropped value)
    const locations = new Map<number, string>();
    const args = argNodes.map((a, i) => {
      const p = params[i];
      const pt = parseType(p.typeDescriptions?.typeString);
      if (p.storageLocation !== "storage") return this.owned(this.expr(a, pt));
      if (pt.k === "mapping")
        throw new Unsupported("SOL2CW-E016", e, "passing a mapping to a function");
      const mutable = tn.storage === "write";
      if (a.nodeType === "Identifier" && this.refParams.has(a.referencedDeclaration)) {
        const name = this.locals.get(a.referencedDeclaration)!.name;
        if (!located.has(p.id)) return name;
        const ref = this.refLocals.get(a.referencedDeclaration);
        if (!ref)
          throw new Unsupported(
            "SOL2CW-E016",
            e,
            "passing a storage reference without its location",
          );
        locations.set(i, ref);
        return bare.has(p.id) ? "" : name;
      }
      const chain = fieldChain(this.unit, a);
      if (
        chain &&
        chain.fields.length > 0 &&
        this.refParams.has(chain.root.referencedDeclaration)
      ) {
        // a struct field of a storage reference parameter: a place inside its value, and the
        // field's location from the parameter's (`&set_ref.inner()`)
        const name = this.locals.get(chain.root.referencedDeclaration)!.name;
        if (located.has(p.id)) {
          const ref = this.refLocals.get(chain.root.referencedDeclaration);
          if (!ref)
            throw new Unsupported(
              "SOL2CW-E016",
              e,
              "passing a storage reference without its location",
            );
          locations.set(i, `&${ref}.${chain.fields.map((f) => `${f}()`).join(".")}`);
          if (bare.has(p.id)) return "";
        }
        return `&${mutable ? "mut " : ""}${name}.${chain.fields.join(".")}`;
      }
      const path = this.pathOf(a);
      if (!path) throw new Unsupported("SOL2CW-E016", e, "passing a computed storage reference");
      const stable = this.stabilize(path);
      if (located.has(p.id)) locations.set(i, this.refLocation(stable, a));
      if (bare.has(p.id)) return "";
      if (!mutable) return `&${this.wrap(this.readPath(stable), P.UNARY)}`;
      const tmp = this.fresh(snakeCase(p.name) || "value");
      const load = `let mut ${tmp} = ${this.readPath(stable).code};`;
      if (inline) copyIn.push(load);
      else frame.push(load);
      writeBack.push(
        ...this.writePath(stable, { code: tmp, prec: P.ATOM, owned: true, type: stable.type }),
      );
      return `&mut ${tmp}`;
    });
    const ctx = this.ctxArgs(tn, c.selfSender);
    const withLocations = () =>
      args.flatMap((a, i) => [
        ...(a === "" ? [] : [a]),
        ...(locations.has(i) ? [locations.get(i)!] : []),
      ]);
    if (ctx.includes("deps.branch()") && args.some((a) => /\bdeps\b/.test(a))) {
      // `deps.branch()` borrows deps mutably for the whole call: evaluate such arguments first
      const lets: string[] = [];
      for (let i = 0; i < args.length; i++) {
        if (!/\bdeps\b/.test(args[i])) continue;
        const tmp = this.fresh(snakeCase(params[i]?.name ?? "") || `arg${i}`);
        lets.push(`let ${tmp} = ${args[i]};`);
        args[i] = tmp;
      }
      if (!inline && writeBack.length === 0) frame.push(...lets);
      else if (writeBack.length === 0)
        return `{ ${lets.join(" ")} ${name}(${[...ctx, ...withLocations()].join(", ")})? }`;
      else if (inline) copyIn.push(...lets);
      else frame.push(...lets);
    }
    const call = `${name}(${[...ctx, ...withLocations()].join(", ")})?`;
    if (writeBack.length === 0) return call;
    const rets: AstNode[] = target.returnParameters.parameters;
    if (inline) {
      const result = this.fresh("result");
      return `{ ${copyIn.join(" ")} let ${result} = ${call}; ${writeBack.join(" ")} ${result} }`;
    }
    if (rets.length === 0) {
      frame.push(`${call};`, ...writeBack);
      return "()";
    }
    const result = this.fresh("result");
    frame.push(`let ${result} = ${call};`, ...writeBack);
    return result;
  }

  /** Stores a whole value at a path (storage or local). */
  writePath(path: Path, v: Expr): string[] {
    if ("sv" in path.root && path.steps.length === path.root.sv.keys.length)
      return this.storeWhole(path, v);
    return this.mutate(path, (place) => [
      place.isRef ? `*${place.code} = ${this.owned(v)};` : `${place.code} = ${this.owned(v)};`,
    ]);
  }

  private builtin(e: AstNode, name: string, args: AstNode[], type: SolType): Expr {
    switch (name) {
      case "keccak256": {
        this.unit.helpers.add("keccak256");
        return {
          code: `keccak256(${this.bytesOf(args[0])})`,
          prec: P.ATOM,
          owned: true,
          type: { k: "fixedbytes", n: 32 },
        };
      }
      case "sha256": {
        this.unit.helpers.add("sha256");
        return {
          code: `sha256(${this.bytesOf(args[0])})`,
          prec: P.ATOM,
          owned: true,
          type: { k: "fixedbytes", n: 32 },
        };
      }
      case "require":
      case "assert":
      case "revert": {
        const stmt = this.callStatement(e);
        const frame = this.prelude[this.prelude.length - 1];
        if (!stmt || !frame) throw new Unsupported("SOL2CW-E013", e, `${name} used as a value`);
        frame.push(...stmt);
        return { code: "()", prec: P.ATOM, owned: true, type: { k: "tuple", items: [] } };
      }
      case "gasleft":
        throw new Unsupported("SOL2CW-E003", e, "gasleft()");
      case "selfdestruct":
      case "suicide":
        throw new Unsupported("SOL2CW-E002", e, "selfdestruct");
      case "blockhash":
        throw new Unsupported("SOL2CW-E006", e, "blockhash()");
      case "ecrecover":
        throw new Unsupported("SOL2CW-E009", e, "ecrecover() (EVM signatures and addresses)");
      case "addmod":
      case "mulmod": {
        const u256: SolType = { k: "uint", bits: 256 };
        const vals = args.map((a) => this.owned(this.convert(this.expr(a, u256), u256, a)));
        this.unit.helpers.add(name);
        this.unit.usePanic(0x12);
        return { code: `${name}(${vals.join(", ")})?`, prec: P.ATOM, owned: true, type: u256 };
      }
      default:
        throw new Unsupported("SOL2CW-E013", e, `${name}()${type.k === "other" ? "" : ""}`);
    }
  }

  /** The bytes of a hashing argument, as `&[u8]`-compatible code. */
  bytesOf(a: AstNode): string {
    if (a.nodeType === "FunctionCall") {
      const c = classifyCall(a, this.unit.nodes);
      if (c.kind === "abi") return `&${this.abiBytes(a, c.name, a.arguments)}`;
      if (c.kind === "cast" && a.arguments.length === 1) {
        const inner = parseType(a.arguments[0].typeDescriptions?.typeString);
        if (inner.k === "string")
          return `${this.wrap(this.expr(a.arguments[0]), P.ATOM)}.as_bytes()`;
      }
    }
    const t = parseType(a.typeDescriptions?.typeString);
    const v = this.expr(a);
    if (t.k === "strlit" && v.code.endsWith(".to_string()"))
      return `${v.code.slice(0, -".to_string()".length)}.as_bytes()`;
    if (t.k === "string" || t.k === "strlit") return `${this.wrap(v, P.ATOM)}.as_bytes()`;
    return `${this.wrap(v, P.ATOM)}.as_slice()`;
  }

  private abiCall(e: AstNode, name: string, args: AstNode[]): Expr {
    if (name === "decode") return this.abiDecode(e, args[0]);
    return {
      code: `HexBinary::from(${this.abiBytes(e, name, args)})`,
      prec: P.ATOM,
      owned: true,
      type: { k: "bytes" },
    };
  }

  /**
   * `abi.decode(data, (T1, T2, ..))` of what `abi.encode` wrote: one 32-byte word per integer,
   * bool or bytesN, checked like Solidity's decoder (data too short or a value out of its type's
   * range fails without a reason). An address is the bech32 text `abi.encode` wrote, padded with
   * zeros; its length is what the words around it leave, so at most one address can be decoded.
   */
  private abiDecode(e: AstNode, data: AstNode): Expr {
    const type = parseType(e.typeDescriptions?.typeString);
    const types = type.k === "tuple" ? type.items : [type];
    const fixed = types.filter((t) => t?.k !== "address" && t?.k !== "contract").length * 32;
    const addresses = types.length - fixed / 32;
    if (addresses > 1)
      throw new Unsupported(
        "SOL2CW-E013",
        e,
        "abi.decode of several addresses (abi.encode writes each as bech32 text of its own length, so where one ends cannot be recovered)",
      );
    const revert = this.unit.useSpecial("revert");
    this.unit.helpers.add("abi_word");
    const bytes = this.fresh("data");
    // `let x = &temporary;` keeps the temporary alive for the block
    const lines = [
      `let ${bytes}: &[u8] = &${this.wrap(this.expr(data, { k: "bytes" }), P.UNARY)};`,
    ];
    let words = 0;
    let len: string | null = null;
    const at = () =>
      len === null ? `${words * 32}` : words === 0 ? len : `${len} + ${words * 32}`;
    const parts: string[] = [];
    for (const t of types) {
      const word = `abi_word(${bytes}, ${at()})?`;
      let v: string;
      switch (t?.k) {
        case "uint":
        case "int": {
          const tag = typeTag(t);
          this.unit.helpers.add(`abi_decode_${tag}`);
          v = `abi_decode_${tag}(${word})?`;
          break;
        }
        case "bool":
          this.unit.helpers.add("abi_decode_bool");
          v = `abi_decode_bool(${word})?`;
          break;
        case "fixedbytes":
          this.unit.helpers.add("abi_decode_fixed_bytes");
          v = `abi_decode_fixed_bytes(${word}, ${t.n})?`;
          break;
        case "address":
        case "contract": {
          this.used.deps = true;
          this.unit.helpers.add("abi_decode_address");
          const name = this.fresh("address_len");
          lines.push(
            `let ${name} = ${bytes}.len().checked_sub(${fixed}).ok_or(ContractError::${revert})?;`,
          );
          const from = at();
          v = `abi_decode_address(deps.api, &${bytes}[${from === "0" ? "" : from}..${from === "0" ? name : `${from} + ${name}`}])?`;
          len = words === 0 ? name : `${words * 32} + ${name}`;
          words = 0;
          parts.push(v);
          continue;
        }
        default:
          throw new Unsupported(
            "SOL2CW-E013",
            e,
            `abi.decode to ${t ? t.k : "an unnamed type"} (only integers, bool, bytesN and one address)`,
          );
      }
      parts.push(v);
      words++;
    }
    const value = parts.length === 1 && type.k !== "tuple" ? parts[0] : `(${parts.join(", ")})`;
    return {
      code: `{\n${[...lines, value].map((l) => `    ${l}`).join("\n")}\n}`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }

  /** The members of a struct whose members are all integers, bools or bytesN (else null). */
  private staticMembers(t: SolType): { field: string; type: SolType }[] | null {
    if (t.k !== "struct") return null;
    const def = this.unit.structDef(t.name);
    if (!def) return null;
    const out: { field: string; type: SolType }[] = [];
    for (const m of def.members as AstNode[]) {
      const mt = parseType(m.typeDescriptions?.typeString);
      if (!["uint", "int", "bool", "fixedbytes"].includes(mt.k)) return null;
      out.push({ field: this.unit.fieldName(t, m.name), type: mt });
    }
    return out;
  }

  /** abi.encodePacked / abi.encode as a `Vec<u8>` expression. */
  private abiBytes(e: AstNode, name: string, args: AstNode[]): string {
    if (name !== "encodePacked" && name !== "encode")
      throw new Unsupported("SOL2CW-E013", e, `abi.${name}`);
    const parts: string[] = [];
    const tails: string[] = [];
    const packed = name === "encodePacked";
    // a struct of static members (integers, bool, bytesN) is encoded as its members in place
    const items: { node: AstNode; t?: SolType; v?: Expr }[] = [];
    for (const a of args) {
      const t = parseType(a.typeDescriptions?.typeString);
      const members = !packed && t.k === "struct" ? this.staticMembers(t) : null;
      if (!members) {
        items.push({ node: a });
        continue;
      }
      const whole = this.expr(a, t);
      const held = this.hoist("encoded", this.owned(whole));
      for (const m of members)
        items.push({
          node: a,
          t: m.type,
          v: {
            code: `${this.wrap({ ...whole, code: held }, P.ATOM)}.${m.field}`,
            prec: P.ATOM,
            owned: false,
            type: m.type,
          },
        });
    }
    let headSize = 0;
    for (const { node: a } of items) {
      const t = parseType(a.typeDescriptions?.typeString);
      if (!packed && t.k === "array" && t.len !== null)
        throw new Unsupported("SOL2CW-E013", e, "abi.encode of a fixed-size array");
      headSize += 32;
    }
    // dynamic values: the head holds the offset of each tail, which depends on earlier tails' lengths
    const tailNames: string[] = [];
    for (const item of items) {
      const a = item.node;
      let t = item.t ?? parseType(a.typeDescriptions?.typeString);
      if (t.k === "intconst") t = { k: "uint", bits: 256 };
      if (t.k === "strlit") t = { k: "string" };
      const v = item.v ?? this.expr(a, t);
      const w = this.wrap(v, P.ATOM);
      let bytes: string;
      switch (t.k) {
        case "uint":
        case "int": {
          const r = rustType(t);
          const n = t.bits / 8;
          const full =
            isNativeInt(r) || r.endsWith("64") || r.endsWith("128") || r.endsWith("256")
              ? `${w}.to_be_bytes()`
              : "";
          const cont = (r === "Uint256" || r === "Int256" ? 256 : Number(/\d+/.exec(r)![0])) / 8;
          bytes = n === cont ? `&${full}[..]` : `&${full}[${cont - n}..]`;
          if (!packed) {
            this.unit.helpers.add(`to_word_${typeTag(t)}`);
            bytes = `&to_word_${typeTag(t)}(${v.code})`;
          }
          break;
        }
        case "bool":
          bytes = packed ? `&[u8::from(${v.code})]` : `&word_u8(u8::from(${v.code}))`;
          if (!packed) {
            this.unit.helpers.add("to_word_uint8");
            bytes = `&to_word_uint8(u8::from(${v.code}))`;
          }
          break;
        case "address":
        case "contract":
          bytes = `${w}.as_bytes()`;
          this.unit.diag(
            "SOL2CW-W003",
            "warning",
            a,
            "an address is hashed/encoded as its bech32 text, not as 20 EVM bytes",
          );
          if (!packed) {
            parts.push(bytes);
            parts.push(`&vec![0u8; (32 - ${w}.as_bytes().len() % 32) % 32]`);
            continue;
          }
          break;
        case "string":
          bytes = `${w}.as_bytes()`;
          break;
        case "bytes":
          bytes = `${w}.as_slice()`;
          break;
        case "fixedbytes":
          bytes = `${w}.as_slice()`;
          break;
        case "enum":
          bytes = packed ? `&[${this.wrap(v, P.AS)} as u8]` : "";
          if (!packed) {
            this.unit.helpers.add("to_word_uint8");
            bytes = `&to_word_uint8(${this.wrap(v, P.AS)} as u8)`;
          }
          break;
        case "array": {
          // encodePacked pads every element of an array to a full word
          const el = t.elem;
          let word: string | null = null;
          if (el.k === "uint" || el.k === "int") {
            this.unit.helpers.add(`to_word_${typeTag(el)}`);
            word = `to_word_${typeTag(el)}(*x)`;
          } else if (el.k === "bool" || el.k === "enum") {
            this.unit.helpers.add("to_word_uint8");
            word = el.k === "bool" ? "to_word_uint8(u8::from(*x))" : "to_word_uint8(*x as u8)";
          }
          if (word === null)
            throw new Unsupported("SOL2CW-E013", a, `abi.${name} of an array of ${el.k}`);
          bytes = `${w}.iter().flat_map(|x| ${word}).collect::<Vec<u8>>().as_slice()`;
          if (!packed) {
            this.unit.helpers.add("abi_tail_array");
            tails.push(`abi_tail_array(${w}.len(), ${w}.iter().flat_map(|x| ${word}).collect())`);
            bytes = "";
          }
          break;
        }
        default:
          throw new Unsupported("SOL2CW-E013", a, `abi.${name} of ${t.k}`);
      }
      if (!packed && (t.k === "string" || t.k === "bytes" || t.k === "array")) {
        if (t.k !== "array") {
          this.unit.helpers.add("abi_tail_bytes");
          tails.push(`abi_tail_bytes(${bytes})`);
        }
        this.unit.helpers.add("to_word_uint64");
        const offset = [`${headSize}`, ...tailNames.map((n) => `${n}.len()`)].join(" + ");
        parts.push(
          tailNames.length === 0
            ? `&to_word_uint64(Uint64::new(${headSize}))`
            : `&to_word_uint64(Uint64::new((${offset}) as u64))`,
        );
        tailNames.push(this.fresh("tail"));
        continue;
      }
      if (!packed && t.k === "fixedbytes") {
        parts.push(bytes);
        parts.push(`&[0u8; ${32 - t.n}]`);
        continue;
      }
      parts.push(bytes);
    }
    // fixed-size arrays alone do not coerce to slices in an array literal: name the element type
    if (tails.length === 0 && parts.every((p) => /^&(to_word_\w+\(|\[0u8; )/.test(p)))
      return `<[&[u8]]>::concat(&[${parts.join(", ")}])`;
    if (tails.length === 0) return `[${parts.join(", ")}].concat()`;
    const lets = tails.map((t, i) => `let ${tailNames[i]} = ${t};`).join(" ");
    const all = [...parts, ...tailNames.map((n) => `${n}.as_slice()`)];
    return `{ ${lets} [${all.join(", ")}].concat() }`;
  }

  private addressCall(
    e: AstNode,
    name: string,
    base: AstNode,
    value: AstNode | null,
    args: AstNode[],
  ): Expr {
    if (name === "call") {
      const data = args[0];
      const empty = data && data.nodeType === "Literal" && (data.value ?? "") === "";
      if (!empty) throw new Unsupported("SOL2CW-E010", e, "a low-level call with data");
      const to = this.expr(base);
      const amount = value ? this.expr(value, { k: "uint", bits: 256 }).code : "Uint256::zero()";
      this.nativeTransferWarning(e);
      this.unit.helpers.add("payouts_send");
      return {
        code: `(payouts.send(${this.depsRef()}, ${this.envRef()}, ${refOf(this.wrap(to, P.UNARY))}, ${amount})?, HexBinary::default())`,
        prec: P.ATOM,
        owned: true,
        type: { k: "tuple", items: [{ k: "bool" }, { k: "bytes" }] },
      };
    }
    if (name === "send") {
      const to = this.expr(base);
      const amount = this.expr(args[0], { k: "uint", bits: 256 });
      this.nativeTransferWarning(e);
      this.unit.helpers.add("payouts_send");
      return {
        code: `payouts.send(${this.depsRef()}, ${this.envRef()}, ${refOf(this.wrap(to, P.UNARY))}, ${amount.code})?`,
        prec: P.ATOM,
        owned: true,
        type: { k: "bool" },
      };
    }
    if (name === "delegatecall") throw new Unsupported("SOL2CW-E010", e, "delegatecall");
    if (name === "staticcall") throw new Unsupported("SOL2CW-E010", e, "staticcall");
    if (name === "transfer") {
      const stmt = this.callStatement(e)!;
      const frame = this.prelude[this.prelude.length - 1];
      frame?.push(...stmt);
      return { code: "()", prec: P.ATOM, owned: true, type: { k: "tuple", items: [] } };
    }
    throw new Unsupported("SOL2CW-E013", e, `address.${name}`);
  }

  private externalCall(
    e: AstNode,
    c: { decl: number; base: AstNode; isThis: boolean; value: AstNode | null },
  ): Expr {
    const decl = this.unit.nodes.get(c.decl)!;
    const view = decl.stateMutability === "view" || decl.stateMutability === "pure";
    if (c.isThis && view) return this.selfViewCall(e, c);
    const other = c.isThis ? "on this contract itself" : "on another contract";
    if (!view)
      throw new Unsupported(
        "SOL2CW-E018",
        e,
        `using the result of ${decl.name}() ${other} here: its message runs after this handler, so the result is available only in reply, which continues a public function after a top-level \`T x = call\`, \`x = call\` (or \`x += call\`, ..), \`(a, b) = call\`, \`return call\` or try/catch (not inside a block, a loop, an expression, an internal function or a constructor), or checks a bool result used as require(call, ..) or \`if (!call) revert\``,
      );
    const q = this.queryCall(e, c, decl);
    return { ...q, code: `${q.code}?` };
  }

  /** A smart query of another contract's view as a `StdResult<T>` expression. */
  private queryCall(e: AstNode, c: { base: AstNode; value: AstNode | null }, decl: AstNode): Expr {
    const msg = this.externalMsg(e, decl, "query");
    const addr = `${this.wrap(this.expr(c.base), P.ATOM)}.to_string()`;
    const rets: AstNode[] = decl.returnParameters?.parameters ?? [];
    if (c.value) throw new Unsupported("SOL2CW-E018", e, "a view call with value");
    if (rets.length === 0)
      throw new Unsupported("SOL2CW-E018", e, `a query of ${decl.name}, which returns nothing`);
    this.used.deps = true;
    if (rets.length > 1) {
      // the callee answers with an object keyed by its return names (`ret0`, ... when unnamed)
      const types = rets.map((r) => parseType(r.typeDescriptions?.typeString));
      const fields = responseFields(rets, types);
      const variant = this.unit.externalVariants.get(decl.id)?.rust ?? pascalCase(decl.name);
      const owner = this.unit.contractOf(decl)?.name ?? "Contract";
      const name = `${pascalCase(snakeCase(owner))}${variant}Response`;
      this.unit.externalResponses.set(name, { fn: decl, fields });
      return {
        code: `deps.querier\n.query_wasm_smart::<crate::msg::${name}>(${addr}, &${msg})\n.map(|r| (${fields.map((f) => `r.${f.ident}`).join(", ")}))`,
        prec: P.ATOM,
        owned: true,
        type: { k: "tuple", items: types },
      };
    }
    const t = parseType(rets[0].typeDescriptions?.typeString);
    return {
      code: `deps.querier.query_wasm_smart::<${rustType(t)}>(${addr}, &${msg})`,
      prec: P.ATOM,
      owned: true,
      type: t,
    };
  }

  /**
   * A state-changing call to another contract (or to this one) as statement lines: a
   * `WasmMsg::Execute` queued after the handler, with native funds checked against the balance
   * like a transfer, and with `check` as a `SubMsg::reply_on_success` whose `reply` fails the
   * transaction with `check.error` when the callee returns `false`.
   */
  externalExecuteLines(
    e: AstNode,
    check: { error: string; what: string } | null,
    reply?: { id: string; always: boolean },
  ): string[] {
    const c = classifyCall(e, this.unit.nodes);
    if (c.kind !== "external") throw new Unsupported("SOL2CW-E013", e, "this call");
    const decl = this.unit.nodes.get(c.decl)!;
    const other = c.isThis ? "on this contract itself" : "on another contract";
    let addr: string;
    if (c.isThis) {
      this.used.env = true;
      addr = "env.contract.address.to_string()";
    } else addr = `${this.wrap(this.expr(c.base), P.ATOM)}.to_string()`;
    const lines: string[] = [];
    let funds = "vec![]";
    if (c.value) {
      let v = this.owned(this.expr(c.value, { k: "uint", bits: 256 }));
      const failed = this.unit.useSpecial("transfer_failed");
      const value = this.fresh("value");
      if (!/^[a-z_][a-z0-9_]*$/.test(v)) {
        lines.push(`let ${value}: Uint256 = ${v};`);
        v = value;
      }
      lines.push(
        `if ${v} > payouts.self_balance(${this.depsRef()}, ${this.envRef()})? {`,
        `    return Err(ContractError::${failed});`,
        "}",
        `payouts.sent += ${v};`,
        `let ${value} = Uint128::try_from(${v}).map_err(|_| ContractError::${failed})?;`,
      );
      funds = `if ${value}.is_zero() {\n        vec![]\n    } else {\n        coins(${value}.u128(), NATIVE_DENOM)\n    }`;
    }
    const msg = this.externalMsg(e, decl, "execute");
    const wasm = `WasmMsg::Execute {\n    contract_addr: ${addr},\n    msg: to_json_binary(&${msg})?,\n    funds: ${funds},\n}`;
    let sent = "";
    if (c.value)
      sent = `, with the value as funds in ${this.unit.options.denom} (checked against the balance now, as on the EVM)`;
    // a call continued in reply runs where the Solidity calls it: nothing to warn about
    if (!reply)
      this.unit.diag(
        "SOL2CW-W004",
        "warning",
        e,
        `${decl.name}() ${other} becomes a WasmMsg::Execute dispatched after this handler${sent}: it runs after the rest of the function, and its events follow this contract's`,
      );
    if (reply) {
      const on = reply.always ? "reply_always" : "reply_on_success";
      lines.push(`payouts.msgs.push(SubMsg::${on}(\n    ${wasm},\n    ${reply.id},\n));`);
    } else if (check) {
      const id = this.unit.replyCheck(decl.name, check.error, check.what, this.unit.lineOf(e));
      lines.push(`payouts.msgs.push(SubMsg::reply_on_success(\n    ${wasm},\n    ${id},\n));`);
    } else lines.push(`payouts.msgs.push(${this.queuedMsg(wasm)});`);
    return lines;
  }

  /** A message for `Payouts::msgs` (`SubMsg`s when some call's result is checked in reply). */
  queuedMsg(msg: string): string {
    return this.unit.usesSubMsgs ? `SubMsg::new(${msg})` : `${msg}\n.into()`;
  }

  /** Whether `e` is a state-changing call to another contract (or to this one). */
  isStateChangingCall(e: AstNode | null | undefined): boolean {
    if (e?.nodeType !== "FunctionCall" || this.exprOverrides.has(e.id)) return false;
    const c = classifyCall(e, this.unit.nodes);
    if (c.kind !== "external") return false;
    const decl = this.unit.nodes.get(c.decl);
    return !!decl && !["view", "pure"].includes(decl.stateMutability);
  }

  /** Whether `e` is a state-changing call to another contract returning one `bool`. */
  isCheckableCall(e: AstNode | null | undefined): boolean {
    if (e?.nodeType !== "FunctionCall" || this.exprOverrides.has(e.id)) return false;
    const c = classifyCall(e, this.unit.nodes);
    if (c.kind !== "external") return false;
    const decl = this.unit.nodes.get(c.decl);
    if (!decl || ["view", "pure"].includes(decl.stateMutability)) return false;
    const rets: AstNode[] = decl.returnParameters?.parameters ?? [];
    return rets.length === 1 && rets[0].typeDescriptions?.typeString === "bool";
  }

  /**
   * `require(call, msg)` / `if (!call) revert E();` on a state-changing call returning `bool`: the
   * call becomes a `SubMsg::reply_on_success` and `reply` raises the same error when it returned
   * `false`. The error is fixed when the message is queued, so it cannot depend on values.
   */
  checkedCall(call: AstNode, error: string, at: AstNode): string[] {
    if (/[({]/.test(error.replace(/^ContractError::\w+/, ""))) {
      const c = classifyCall(call, this.unit.nodes) as { decl: number };
      throw new Unsupported(
        "SOL2CW-E018",
        at,
        `an error with computed arguments raised on a false result of ${this.unit.nodes.get(c.decl)?.name}() (the result is checked in reply, after this handler's values are gone)`,
      );
    }
    const r = parseSrc(call.src);
    const text = sliceBytes(this.unit.source, r.start, r.end).replace(/\s+/g, " ");
    return this.externalExecuteLines(call, { error, what: text });
  }

  /**
   * `this.f(args)` for a view f: f's own code runs in place on this contract's storage (read-only),
   * with the contract's address as msg.sender, as the EVM sees an external call to itself.
   */
  private selfViewCall(e: AstNode, c: { decl: number; value: AstNode | null }): Expr {
    if (c.value) throw new Unsupported("SOL2CW-E018", e, "a view call with value");
    const target = this.unit.resolveFunction(c.decl, "virtual");
    if (this.unit.needs(target.id).funds)
      throw new Unsupported("SOL2CW-E018", e, `this.${target.name}() reading msg.value`);
    const call = { decl: c.decl, virtual: true, superFrom: false, bound: null, selfSender: true };
    return this.internalCall(e, call, parseType(e.typeDescriptions?.typeString));
  }

  /**
   * `new C{value: v}(args)`: a `WasmMsg::Instantiate2` of C's stored code id, dispatched after this
   * handler. Its address is computed now (instantiate2: code checksum, this contract, a counter as
   * salt), so the rest of the function can use it as on the EVM; C's constructor runs later.
   */
  private newContract(e: AstNode, typeName: AstNode, value: AstNode | null): Expr {
    const decl = this.unit.nodes.get(typeName.referencedDeclaration);
    if (
      decl?.nodeType !== "ContractDefinition" ||
      decl.abstract ||
      decl.contractKind !== "contract"
    )
      throw new Unsupported("SOL2CW-E008", e, "creating this contract with `new`");
    if (this.needs.payouts !== "write")
      throw new Unsupported("SOL2CW-E008", e, "`new` in a view context");
    const child = this.unit.newContract(decl);
    const ctor = ((decl.nodes as AstNode[]) ?? []).find(
      (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
    );
    const params: AstNode[] = ctor?.parameters.parameters ?? [];
    const args = this.orderedArgs(e, params);
    const fields = params.map((p, i) => {
      const t = parseType(p.typeDescriptions?.typeString);
      const v = this.expr(args[i], t);
      const field = rustIdent(snakeCase(p.name) || "arg");
      const val = isAddressLike(t) ? `${this.wrap(v, P.ATOM)}.to_string()` : this.owned(v);
      return val === field ? field : `${field}: ${val}`;
    });
    const msg = `${child.msgType} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
    this.used.deps = true;
    this.used.env = true;
    const lines: string[] = [];
    let funds = "vec![]";
    if (value) {
      if (ctor?.stateMutability !== "payable")
        throw new Unsupported(
          "SOL2CW-E008",
          e,
          `sending value to the non-payable constructor of ${decl.name}`,
        );
      const amount = this.owned(this.expr(value, { k: "uint", bits: 256 }));
      const failed = this.unit.useSpecial("transfer_failed");
      lines.push(
        `let amount: Uint256 = ${amount};`,
        `if amount > payouts.self_balance(${this.depsRef()}, ${this.envRef()})? {`,
        `    return Err(ContractError::${failed});`,
        "}",
        "payouts.sent += amount;",
        `let amount = Uint128::try_from(amount).map_err(|_| ContractError::${failed})?;`,
      );
      funds = "if amount.is_zero() { vec![] } else { coins(amount.u128(), NATIVE_DENOM) }";
    }
    this.unit.diag(
      "SOL2CW-W005",
      "warning",
      e,
      `new ${decl.name}(...) becomes a WasmMsg::Instantiate2 of the code id given as '${child.field}' at instantiation, dispatched after this handler: its address is computed at once (instantiate2, salted with a creation counter) and returned as on the EVM, but ${decl.name}'s constructor runs after the rest of the function, and its events follow this contract's`,
    );
    lines.push(
      `let code_id = ${child.constName}.load(deps.storage)?;`,
      "let nonce = CREATED_CONTRACTS.may_load(deps.storage)?.unwrap_or_default() + 1;",
      "CREATED_CONTRACTS.save(deps.storage, &nonce)?;",
      "let salt = nonce.to_be_bytes();",
      "let checksum = deps.querier.query_wasm_code_info(code_id)?.checksum;",
      "let creator = deps.api.addr_canonicalize(env.contract.address.as_str())?;",
      "let canonical = cosmwasm_std::instantiate2_address(checksum.as_slice(), &creator, &salt)",
      "    .map_err(|err| StdError::generic_err(err.to_string()))?;",
      "let address = deps.api.addr_humanize(&canonical)?;",
      this.unit.usesSubMsgs ? "payouts.msgs.push(SubMsg::new(" : "payouts.msgs.push(",
      "    WasmMsg::Instantiate2 {",
      "        admin: Some(env.contract.address.to_string()),",
      "        code_id,",
      `        label: format!("${decl.name} {nonce}"),`,
      `        msg: to_json_binary(&${msg})?,`,
      `        funds: ${funds},`,
      "        salt: salt.to_vec().into(),",
      ...(this.unit.usesSubMsgs ? ["    },", "));"] : ["    }", "    .into(),", ");"]),
      "address",
    );
    return {
      code: `{\n${lines.map((l) => `    ${l}`).join("\n")}\n}`,
      prec: P.ATOM,
      owned: true,
      type: { k: "contract", name: decl.name, isInterface: false },
    };
  }

  /** The callee's JSON message for an interface call, as a value of a generated message enum. */
  private externalMsg(e: AstNode, decl: AstNode, kind: "execute" | "query"): string {
    const owner = this.unit.contractOf(decl);
    const enumName = this.unit.externalMsgEnum(owner?.name ?? "Contract", kind, decl);
    const params: AstNode[] = decl.parameters.parameters;
    const args = this.orderedArgs(e, params);
    const variant = this.externalVariant(e, decl, kind);
    const fields = params.map((p, i) => {
      const t = parseType(p.typeDescriptions?.typeString);
      const v = this.expr(args[i], t);
      const field = rustIdent(snakeCase(p.name) || `arg${i}`);
      const value = isAddressLike(t)
        ? `${this.wrap(v, P.ATOM)}.to_string()`
        : t.k === "array" && isAddressLike(t.elem)
          ? // the message carries addresses as text
            `${this.wrap(v, P.ATOM)}.iter().map(|a| a.to_string()).collect()`
          : this.owned(v);
      return value === field ? field : `${field}: ${value}`;
    });
    if (kind === "query" && this.unit.calleeReadsSender(decl)) {
      // the callee's msg.sender is this contract, as on the EVM
      this.used.env = true;
      fields.push("sender: env.contract.address.to_string()");
    }
    return `${enumName}::${variant.rust} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
  }

  /**
   * The message variant a called function has in its contract's JSON contract: for `this.f(..)`
   * this contract's own (overloads suffixed `_2`, ...); for an interface, overloads are numbered in
   * the interface's declaration order, bases first (the rule a converted callee follows).
   */
  private externalVariant(
    e: AstNode,
    decl: AstNode,
    kind: "execute" | "query",
  ): { rust: string; json: string } {
    const callee =
      e.expression.nodeType === "FunctionCallOptions" ? e.expression.expression : e.expression;
    const isThis = callee.nodeType === "MemberAccess" && isThisNode(callee.expression);
    let out: { rust: string; json: string } | null = null;
    if (isThis) {
      const sig = `${decl.name}(${this.unit.paramTypes(decl)})`;
      const entry = this.unit.selfEntries.find((x) => x.kind === kind && x.signature === sig);
      if (entry) out = { rust: entry.rustVariant, json: entry.variant };
    }
    if (!out) {
      const owner = this.unit.contractOf(decl);
      const isView = (f: AstNode) => f.stateMutability === "view" || f.stateMutability === "pure";
      const sameName: AstNode[] = [];
      const seen = new Set<string>();
      for (const id of [...((owner?.linearizedBaseContracts as number[]) ?? [])].reverse()) {
        for (const f of (this.unit.nodes.get(id)?.nodes ?? []) as AstNode[]) {
          if (f.nodeType !== "FunctionDefinition" || f.kind !== "function") continue;
          if (f.name !== decl.name || isView(f) !== (kind === "query")) continue;
          const sig = this.unit.paramTypes(f);
          if (!seen.has(sig)) {
            seen.add(sig);
            sameName.push(f);
          }
        }
      }
      const at = sameName.findIndex((f) => this.unit.paramTypes(f) === this.unit.paramTypes(decl));
      const base = snakeCase(decl.name) || "call";
      const json = at > 0 ? `${base}_${at + 1}` : base;
      out = { rust: pascalCase(json) || "Call", json };
    }
    this.unit.externalVariants.set(decl.id, { rust: out.rust, json: out.json });
    return out;
  }

  private cast(e: AstNode, type: SolType, _want?: SolType): Expr {
    const arg: AstNode = e.arguments[0];
    const from = parseType(arg.typeDescriptions?.typeString);
    if (type.k === "address" || type.k === "contract") {
      if (isThisNode(arg)) {
        this.used.env = true;
        return { code: "env.contract.address", prec: P.ATOM, owned: false, type };
      }
      if (from.k === "intconst") {
        const v = evalConst(arg, this.unit);
        if (v === 0n) {
          this.unit.helpers.add("zero_address");
          return { code: "zero_address()", prec: P.ATOM, owned: true, type };
        }
      }
      if (isAddressLike(from)) return { ...this.expr(arg), type };
      throw new Unsupported("SOL2CW-E009", e, "converting a number to an address");
    }
    if (type.k === "uint" || type.k === "int") {
      if (from.k === "intconst") {
        const v = evalConst(arg, this.unit);
        if (v !== null) return { code: intLiteral(v, type), prec: P.ATOM, owned: true, type };
      }
      if (from.k === "uint" || from.k === "int") {
        const v = this.expr(arg);
        if (rustType(from) === rustType(type) && from.k === type.k && from.bits <= type.bits)
          return { ...v, type };
        if (
          hasFrom(from, type) &&
          from.bits <= type.bits &&
          !(from.k === "int" && type.k === "uint")
        ) {
          return { code: `${rustType(type)}::from(${v.code})`, prec: P.ATOM, owned: true, type };
        }
        return this.castInt(v, type);
      }
      if (from.k === "enum") {
        const v = this.expr(arg);
        const u8: SolType = { k: "uint", bits: 8 };
        const asU8: Expr = {
          code: `${this.wrap(v, P.AS)} as u8`,
          prec: P.AS,
          owned: true,
          type: u8,
        };
        return this.convert(asU8, type);
      }
      if (from.k === "address" || from.k === "contract")
        throw new Unsupported("SOL2CW-E009", e, "converting an address to a number");
      if (from.k === "fixedbytes") {
        if (from.n * 8 !== type.bits || isOddWidth(type))
          throw new Unsupported(
            "SOL2CW-E013",
            e,
            `converting bytes${from.n} to ${type.k}${type.bits}`,
          );
        const v = this.expr(arg);
        return {
          code: `${rustType(type)}::from_be_bytes(${this.wrap(v, P.ATOM)}.to_array()?)`,
          prec: P.ATOM,
          owned: true,
          type,
        };
      }
      throw new Unsupported("SOL2CW-E013", e, `converting ${from.k} to an integer`);
    }
    if (type.k === "enum") {
      const v = this.expr(arg, from.k === "intconst" ? { k: "uint", bits: 256 } : from);
      const wide = this.convert(v, { k: "uint", bits: 256 });
      const fn = this.unit.enumFromOrdinal(type.name);
      this.unit.usePanic(0x21);
      return { code: `${fn}(${wide.code})?`, prec: P.ATOM, owned: true, type };
    }
    if (type.k === "bytes" && from.k === "string") {
      const v = this.expr(arg);
      return {
        code: `HexBinary::from(${this.wrap(v, P.ATOM)}.as_bytes())`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    if (type.k === "string" && from.k === "bytes") {
      const v = this.expr(arg);
      return {
        code: `String::from_utf8_lossy(${this.wrap(v, P.ATOM)}.as_slice()).into_owned()`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    if (
      (type.k === "string" || type.k === "bytes" || type.k === "fixedbytes") &&
      from.k === "strlit"
    ) {
      return this.expr(arg, type);
    }
    if (type.k === from.k && JSON.stringify(type) === JSON.stringify(from)) return this.expr(arg);
    if (type.k === "fixedbytes" && (from.k === "uint" || from.k === "intconst")) {
      if (from.k === "intconst") {
        const v = evalConst(arg, this.unit) ?? 0n;
        const hex = v
          .toString(16)
          .padStart(type.n * 2, "0")
          .slice(-type.n * 2);
        if (v === 0n)
          return { code: `HexBinary::from(vec![0u8; ${type.n}])`, prec: P.ATOM, owned: true, type };
        return { code: `HexBinary::from_hex("${hex}")?`, prec: P.ATOM, owned: true, type };
      }
      if (from.bits !== type.n * 8 || isOddWidth(from))
        throw new Unsupported("SOL2CW-E013", e, `converting uint${from.bits} to bytes${type.n}`);
      const v = this.expr(arg);
      return {
        code: `HexBinary::from(${this.wrap(v, P.ATOM)}.to_be_bytes().as_slice())`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    if (type.k === "fixedbytes" && (from.k === "fixedbytes" || from.k === "bytes")) {
      const v = this.expr(arg);
      return {
        code: `HexBinary::from({ let mut b = ${this.wrap(v, P.ATOM)}.to_vec(); b.resize(${type.n}, 0); b })`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    throw new Unsupported("SOL2CW-E013", e, `converting ${from.k} to ${type.k}`);
  }
}

/** A plain local or field path (no calls): can be used twice without evaluating anything. */
function isSimplePlace(e: Expr): boolean {
  return !e.owned && /^\*?[a-z_][\w]*(\.[a-z_][\w]*)*$/.test(e.code);
}

function isLiteralCode(code: string): boolean {
  return /^(\d+[ui]\d+|Uint\d+::(zero|one|MAX)\(\)|Uint\d+::(new|from_u128)\(\d+\)|true|false)$/.test(
    code,
  );
}

export interface StorageReturn {
  sv: StateVar;
  steps: ({ k: "key"; type: SolType } | { k: "index" })[];
  type: SolType;
}

function refersTo(root: AstNode, declId: number): boolean {
  let found = false;
  walk(root, (x) => {
    if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
  });
  return found;
}

function isThisNode(n: AstNode): boolean {
  return n.nodeType === "Identifier" && n.name === "this" && n.referencedDeclaration < 0;
}

function isThisAddress(n: AstNode): boolean {
  if (isThisNode(n)) return true;
  return (
    n.nodeType === "FunctionCall" &&
    n.kind === "typeConversion" &&
    n.arguments.length === 1 &&
    isThisNode(n.arguments[0])
  );
}

function isZeroAddress(n: AstNode): boolean {
  if (n.nodeType !== "FunctionCall" || n.kind !== "typeConversion") return false;
  const a = n.arguments[0];
  return a?.nodeType === "Literal" && a.kind === "number" && /^0+$|^0x0+$/.test(a.value);
}

function refOf(code: string): string {
  if (code.startsWith("*")) return code.slice(1);
  return `&${code}`;
}

function guessIntType(v: bigint): { k: "uint" | "int"; bits: number } {
  if (v < 0n) return { k: "int", bits: 256 };
  return { k: "uint", bits: 256 };
}

/** A Rust string literal. */
export function rustString(s: string): string {
  return JSON.stringify(s).replace(/\\u([0-9a-fA-F]{4})/g, "\\u{$1}");
}

export { intRange, pascalCase, rustIntType };

/** A literal (possibly negated): a value whose evaluation has no effect and cannot fail. */
function isLiteral(e: AstNode): boolean {
  if (e.nodeType === "UnaryOperation" && e.operator === "-") return isLiteral(e.subExpression);
  return e.nodeType === "Literal";
}

/** `MAP.op` for a state map, or the location's accessor for a map reached through a reference. */
function mapOp(sv: StateVar, op: "may_load" | "save" | "remove"): string {
  return sv.via ? `${sv.constName}.${op}_${sv.via}` : `${sv.constName}.${op}`;
}

/** Whether `value` reads a variable that evaluating `place` changes (`a[i++] = f(i)`). */
function readsWhatChanges(value: AstNode, place: AstNode): boolean {
  const changed = new Set<number>();
  walk(place, (x) => {
    const target =
      x.nodeType === "Assignment"
        ? x.leftHandSide
        : x.nodeType === "UnaryOperation" && ["++", "--", "delete"].includes(x.operator)
          ? x.subExpression
          : null;
    let root = target;
    while (root && (root.nodeType === "IndexAccess" || root.nodeType === "MemberAccess"))
      root = root.nodeType === "IndexAccess" ? root.baseExpression : root.expression;
    if (root?.nodeType === "Identifier") changed.add(root.referencedDeclaration);
  });
  if (changed.size === 0) return false;
  let reads = false;
  walk(value, (x) => {
    if (x.nodeType === "Identifier" && changed.has(x.referencedDeclaration)) reads = true;
  });
  return reads;
}
