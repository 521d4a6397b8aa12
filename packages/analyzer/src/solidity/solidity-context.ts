import {
  type AST,
  baseIdentifier,
  calleeExpression,
  calleeName,
  findAll,
  identifierName,
  lowLevelCallee,
  type Node,
  SourceText,
  typeNameText,
  walk,
} from "./ast-helpers.ts";
import type { TypedInfo } from "./compile-typed-ast.ts";
import { versionsSatisfying } from "./semver-range.ts";

export interface StateVarInfo {
  name: string;
  decl: AST.StateVariableDeclarationVariable;
  statement: AST.StateVariableDeclaration;
  type: string;
  constant: boolean;
  immutable: boolean;
  contract: string;
}

export interface FunctionInfo {
  node: AST.FunctionDefinition | AST.ModifierDefinition;
  contract: ContractInfo;
  name: string;
  kind: "function" | "constructor" | "fallback" | "receive" | "modifier";
  visibility: string;
  mutability: string | null;
  /** Callable from outside (public/external, or default visibility before 0.5). */
  entry: boolean;
  /** Entry point that can change state. */
  mutating: boolean;
  payable: boolean;
  modifierNames: string[];
  /** Restricted to privileged callers (modifier or explicit sender check). */
  protected: boolean;
  /** Declared parameters and locals with their type text. */
  locals: Map<string, string>;
  params: string[];
}

export interface ContractInfo {
  node: AST.ContractDefinition;
  name: string;
  kind: string;
  bases: string[];
  ownStateVars: StateVarInfo[];
  stateVars: Map<string, StateVarInfo>;
  functions: FunctionInfo[];
  modifiers: Map<string, AST.ModifierDefinition>;
  inheritanceDepth: number;
}

export interface SolidityContext {
  text: SourceText;
  file: string;
  source: string;
  ast: AST.SourceUnit | null;
  pragmas: AST.PragmaDirective[];
  pragmaRanges: string[];
  /** Every compiler version the pragma allows is older than 0.8 (arithmetic wraps silently). */
  pre08: boolean;
  /** Every version the pragma allows is older than 0.5 (default visibility allowed). */
  pre05: boolean;
  contracts: ContractInfo[];
  typeKinds: Map<string, "contract" | "interface" | "library" | "struct" | "enum" | "abstract">;
  typed: TypedInfo | null;
  /** True when the file uses SafeMath-style library calls. */
  usesSafeMath: boolean;
  /** The text of the file a node belongs to: this file's, or another project file's (inherited declarations). */
  textOf(node: AST.BaseASTNode): SourceText;
}

/** What the files of a project know of each other: their contracts, type names and texts. */
export interface SolidityProjectIndex {
  /** Contract definitions of every file by name (a file's own contracts win over these). */
  contracts: Map<string, AST.ContractDefinition>;
  typeKinds: Map<string, TypeKind>;
  /** The text each node of the project belongs to. */
  nodeTexts: WeakMap<object, SourceText>;
}

type TypeKind = "contract" | "interface" | "library" | "struct" | "enum" | "abstract";

/** Indexes the parsed files of a project (unit name, text and syntax tree of each). */
export function indexSolidityProject(
  files: ReadonlyArray<{ text: SourceText; ast: AST.SourceUnit | null }>,
): SolidityProjectIndex {
  const index: SolidityProjectIndex = {
    contracts: new Map(),
    typeKinds: new Map(),
    nodeTexts: new WeakMap(),
  };
  for (const f of files) {
    if (!f.ast) continue;
    walk(f.ast, (n) => {
      index.nodeTexts.set(n, f.text);
    });
    collectTypeKinds(f.ast, index.typeKinds);
    for (const c of findAll<AST.ContractDefinition>(f.ast, "ContractDefinition"))
      if (!index.contracts.has(c.name)) index.contracts.set(c.name, c);
  }
  return index;
}

function collectTypeKinds(ast: AST.SourceUnit, typeKinds: Map<string, TypeKind>): void {
  for (const c of findAll<AST.ContractDefinition>(ast, "ContractDefinition")) {
    typeKinds.set(c.name, c.kind as TypeKind);
    for (const sub of c.subNodes) {
      if (sub.type === "StructDefinition")
        typeKinds.set((sub as AST.StructDefinition).name, "struct");
      if (sub.type === "EnumDefinition") typeKinds.set((sub as AST.EnumDefinition).name, "enum");
    }
  }
  for (const s of findAll<AST.StructDefinition>(ast, "StructDefinition"))
    typeKinds.set(s.name, "struct");
  for (const e of findAll<AST.EnumDefinition>(ast, "EnumDefinition")) typeKinds.set(e.name, "enum");
}

const accessModifier =
  /^(only|auth$|requiresAuth|admin|owner|restricted|isOwner|isAdmin|protected|governance|whenOwner|onlyRole|checkOwner|ownerOnly|adminOnly)/i;
const accessCallName =
  /^(_?check(Owner|Role|Admin|Auth)\w*|_only\w*|_?requireOwner|_?require(Admin|Auth|Role)\w*|_authorize\w*|_?assertOwner|_?enforceOwner|_?isAuthorized)$/i;
const senderText = /\bmsg\.sender\b|_msgSender\(\)/;

export function buildSolidityContext(
  file: string,
  source: string,
  ast: AST.SourceUnit | null,
  typed: TypedInfo | null,
  project?: SolidityProjectIndex,
): SolidityContext {
  const text = new SourceText(file, source);
  const pragmas = ast
    ? (ast.children.filter((c) => c.type === "PragmaDirective") as AST.PragmaDirective[]).filter(
        (p) => p.name === "solidity",
      )
    : [];
  const pragmaRanges = pragmas.map((p) => p.value);
  if (!ast) {
    const m = /pragma\s+solidity\s+([^;]+);/.exec(source);
    if (m) pragmaRanges.push(m[1]);
  }
  let allowed = pragmaRanges.length ? versionsSatisfying(">=0.4.0") : [];
  for (const range of pragmaRanges) {
    const ok = new Set(versionsSatisfying(range).map((v) => v.join(".")));
    allowed = allowed.filter((v) => ok.has(v.join(".")));
  }
  const pre08 = allowed.length > 0 && allowed.every((v) => v[1] < 8);
  const pre05 = allowed.length > 0 && allowed.every((v) => v[1] < 5);

  const typeKinds = new Map<string, TypeKind>(project?.typeKinds);
  const contractNodes = ast ? findAll<AST.ContractDefinition>(ast, "ContractDefinition") : [];
  if (ast) collectTypeKinds(ast, typeKinds);

  const ctx: SolidityContext = {
    text,
    file,
    source,
    ast,
    pragmas,
    pragmaRanges,
    pre08,
    pre05,
    contracts: [],
    typeKinds,
    typed,
    usesSafeMath: /\busing\s+SafeMath\b/.test(source),
    textOf: (node) => project?.nodeTexts.get(node) ?? text,
  };

  const byName = new Map<string, AST.ContractDefinition>(project?.contracts);
  for (const c of contractNodes) byName.set(c.name, c);
  const linearized = (
    c: AST.ContractDefinition,
    seen = new Set<string>(),
  ): AST.ContractDefinition[] => {
    if (seen.has(c.name)) return [];
    seen.add(c.name);
    const out: AST.ContractDefinition[] = [];
    for (const b of [...c.baseContracts].reverse()) {
      const base = byName.get(b.baseName.namePath);
      if (base) for (const x of linearized(base, seen)) if (!out.includes(x)) out.push(x);
    }
    out.push(c);
    return out;
  };
  const depthOf = (c: AST.ContractDefinition, seen = new Set<string>()): number => {
    if (seen.has(c.name)) return 0;
    seen.add(c.name);
    let depth = 0;
    for (const b of c.baseContracts) {
      const base = byName.get(b.baseName.namePath);
      depth = Math.max(depth, 1 + (base ? depthOf(base, seen) : 0));
    }
    return depth;
  };

  for (const node of contractNodes) {
    const info: ContractInfo = {
      node,
      name: node.name,
      kind: node.kind,
      bases: node.baseContracts.map((b) => b.baseName.namePath),
      ownStateVars: [],
      stateVars: new Map(),
      functions: [],
      modifiers: new Map(),
      inheritanceDepth: depthOf(node),
    };
    for (const c of linearized(node)) {
      for (const sub of c.subNodes) {
        if (sub.type === "StateVariableDeclaration") {
          const st = sub as AST.StateVariableDeclaration;
          for (const v of st.variables) {
            if (!v.name) continue;
            const sv: StateVarInfo = {
              name: v.name,
              decl: v,
              statement: st,
              type: typeNameText(v.typeName),
              constant: v.isDeclaredConst === true,
              immutable: v.isImmutable === true,
              contract: c.name,
            };
            if (c === node) info.ownStateVars.push(sv);
            if (!info.stateVars.has(v.name) || c === node) info.stateVars.set(v.name, sv);
          }
        }
        if (sub.type === "ModifierDefinition") {
          const m = sub as AST.ModifierDefinition;
          info.modifiers.set(m.name, m);
        }
      }
    }
    ctx.contracts.push(info);
    for (const sub of node.subNodes) {
      if (sub.type === "FunctionDefinition" || sub.type === "ModifierDefinition") {
        info.functions.push(
          buildFunction(ctx, info, sub as AST.FunctionDefinition | AST.ModifierDefinition),
        );
      }
    }
  }
  return ctx;
}

function buildFunction(
  ctx: SolidityContext,
  contract: ContractInfo,
  node: AST.FunctionDefinition | AST.ModifierDefinition,
): FunctionInfo {
  const locals = new Map<string, string>();
  const params: string[] = [];
  for (const p of node.parameters ?? []) {
    if (p.name) {
      locals.set(p.name, typeNameText(p.typeName));
      params.push(p.name);
    }
  }
  if (node.type === "FunctionDefinition") {
    for (const p of node.returnParameters ?? [])
      if (p.name) locals.set(p.name, typeNameText(p.typeName));
  }
  walk(node.body, (n) => {
    if (n.type === "VariableDeclaration" && n.name) {
      locals.set(n.name as string, typeNameText(n.typeName as AST.TypeName));
    }
  });
  if (node.type === "ModifierDefinition") {
    return {
      node,
      contract,
      name: node.name,
      kind: "modifier",
      visibility: "internal",
      mutability: null,
      entry: false,
      mutating: false,
      payable: false,
      modifierNames: [],
      protected: false,
      locals,
      params,
    };
  }
  const isCtor = node.isConstructor || (!!node.name && node.name === contract.name);
  const kind = isCtor
    ? "constructor"
    : node.isReceiveEther
      ? "receive"
      : node.isFallback || node.name === "" || node.name === null
        ? "fallback"
        : "function";
  const visibility = node.visibility;
  const entry =
    kind !== "constructor" &&
    (visibility === "public" ||
      visibility === "external" ||
      (visibility === "default" && (ctx.pre05 || kind !== "function")));
  const mutability = node.stateMutability;
  const modifierNames = node.modifiers.map((m) => m.name);
  const info: FunctionInfo = {
    node,
    contract,
    name: kind === "function" ? (node.name ?? "") : kind,
    kind,
    visibility,
    mutability,
    entry,
    mutating: entry && mutability !== "view" && mutability !== "pure" && mutability !== "constant",
    payable: mutability === "payable",
    modifierNames,
    protected: false,
    locals,
    params,
  };
  info.protected =
    modifierNames.some((m) => {
      if (accessModifier.test(m)) return true;
      const def = contract.modifiers.get(m);
      return def ? checksSender(def.body) : false;
    }) || checksSender(node.body);
  return info;
}

/**
 * True when the code restricts who can run it: a require/if-revert (or if-return) on msg.sender,
 * an access-check call, a modifier running `_` only for the privileged caller, or a body whose
 * every effect sits in the branch of `if (msg.sender == owner) { ... }`. A local holding the caller
 * (`address sender = _msgSender()`) counts as the caller.
 */
export function checksSender(body: AST.BaseASTNode | null | undefined): boolean {
  const aliases = senderAliases(body);
  let found = false;
  walk(body, (n) => {
    if (found) return false;
    if (n.type === "FunctionCall") {
      const call = n as unknown as AST.FunctionCall;
      const name = calleeName(call);
      if (name && accessCallName.test(name)) found = true;
      if (name === "hasRole" || name === "isOwner" || name === "isAdmin" || name === "isAuthorized")
        found = true;
      if (
        (name === "require" || name === "assert") &&
        call.arguments[0] &&
        senderGuard(call.arguments[0] as Node, true, aliases)
      ) {
        found = true;
      }
    }
    // `if (cond) revert()` (or `return`) requires the opposite of cond.
    if (n.type === "IfStatement" && senderGuard(n.condition as Node, false, aliases)) {
      let exits = false;
      walk(n.trueBody as Node, (m) => {
        if (m.type === "RevertStatement" || m.type === "ThrowStatement") exits = true;
        if (m.type === "FunctionCall" && calleeName(m as unknown as AST.FunctionCall) === "revert")
          exits = true;
        if (m.type === "ReturnStatement") exits = true;
      });
      if (exits) found = true;
    }
    // A modifier that runs the body only for the privileged caller:
    // `if (msg.sender == _admin()) { _; } else { _fallback(); }`.
    if (
      n.type === "IfStatement" &&
      senderGuard(n.condition as Node, true, aliases) &&
      hasPlaceholder(n.trueBody as Node) &&
      !hasPlaceholder(n.falseBody as Node | undefined)
    )
      found = true;
  });
  return found || effectsOnlyForSender(body, aliases);
}

/**
 * `function kill() { if (msg.sender == owner) selfdestruct(owner); }`: every statement with an
 * effect sits in the branch only the privileged caller reaches (and there is at least one).
 */
function effectsOnlyForSender(
  body: AST.BaseASTNode | null | undefined,
  aliases: ReadonlySet<string>,
): boolean {
  let guarded = 0;
  let open = 0;
  const count = (root: Node | undefined, inside: boolean) =>
    walk(root, (n) => {
      if (n.type === "IfStatement" && onlySender(n.condition as Node, aliases)) {
        count(n.trueBody as Node, true);
        count(n.falseBody as Node | undefined, inside);
        return false;
      }
      if (n.type === "ExpressionStatement") {
        const e = n.expression as Node | null;
        if (!e) return false;
        const name = e.type === "FunctionCall" ? calleeName(e as unknown as AST.FunctionCall) : "";
        if (name === "require" || name === "assert" || name === "revert") return false;
        if (inside) guarded++;
        else open++;
        return false;
      }
    });
  count(body as Node | undefined, false);
  return guarded > 0 && open === 0;
}

/** A condition that holds only for a privileged caller: `msg.sender == owner`, `admins[msg.sender]`. */
function onlySender(cond: Node, aliases: ReadonlySet<string>): boolean {
  switch (cond.type) {
    case "TupleExpression":
      return (
        (cond.components as Node[]).length === 1 &&
        onlySender((cond.components as Node[])[0], aliases)
      );
    case "BinaryOperation":
      if (cond.operator === "&&")
        return onlySender(cond.left as Node, aliases) || onlySender(cond.right as Node, aliases);
      return (
        cond.operator === "==" &&
        (isSenderExpression(cond.left as Node, aliases) ||
          isSenderExpression(cond.right as Node, aliases))
      );
    case "IndexAccess":
    case "FunctionCall":
      return senderGuard(cond, true, aliases);
    default:
      return false;
  }
}

function hasPlaceholder(node: Node | undefined): boolean {
  let found = false;
  walk(node, (m) => {
    if (m.type === "ExpressionStatement" && identifierName(m.expression as Node) === "_")
      found = true;
  });
  return found;
}

/**
 * State variables that decide who may call: read in a sender condition (`_roles[r][msg.sender]`,
 * `msg.sender == operator`) of any function or modifier of the contract, or in the body of a
 * contract function such a condition calls (`hasRole(r, msg.sender)`).
 */
const guardCache = new WeakMap<ContractInfo, Set<string>>();

export function guardVariables(contract: ContractInfo): Set<string> {
  const cached = guardCache.get(contract);
  if (cached) return cached;
  const out = new Set<string>();
  guardCache.set(contract, out);
  const conditions: Node[] = [];
  for (const f of contract.functions) {
    const aliases = senderAliases(f.node.body);
    walk(f.node.body, (n) => {
      if (n.type === "FunctionCall") {
        const call = n as unknown as AST.FunctionCall;
        const name = calleeName(call);
        const arg = call.arguments[0] as Node | undefined;
        if ((name === "require" || name === "assert") && arg)
          conditions.push(...guardParts(arg, true, aliases));
      }
      if (n.type === "IfStatement")
        conditions.push(...guardParts(n.condition as Node, false, aliases));
    });
  }
  const collect = (root: AST.BaseASTNode | null | undefined, depth: number) =>
    walk(root, (n) => {
      if (n.type === "Identifier" && contract.stateVars.has(n.name as string))
        out.add(n.name as string);
      if (n.type === "FunctionCall" && depth === 0) {
        const name = calleeName(n as unknown as AST.FunctionCall);
        const target = contract.functions.find((f) => f.name === name && f.kind === "function");
        if (target) collect(target.node.body, 1);
      }
    });
  for (const c of conditions) collect(c, 0);
  return out;
}

/** The operands of a condition that decide on the caller (`msg.sender == x` in `open && msg.sender == x`). */
function guardParts(cond: Node, required: boolean, aliases: ReadonlySet<string>): Node[] {
  if (!senderGuard(cond, required, aliases)) return [];
  if (cond.type === "TupleExpression")
    return (cond.components as Node[]).flatMap((c) => guardParts(c, required, aliases));
  if (cond.type === "UnaryOperation")
    return guardParts(cond.subExpression as Node, !required, aliases);
  if (cond.type === "BinaryOperation" && (cond.operator === "&&" || cond.operator === "||"))
    return [
      ...guardParts(cond.left as Node, required, aliases),
      ...guardParts(cond.right as Node, required, aliases),
    ];
  return [cond];
}

const roleQuery = /^(has|is|can|check|only|auth|contains|verify|whitelisted|allowed)/i;

/**
 * A condition that decides on who the caller is: `msg.sender == owner`, `admins[msg.sender]`,
 * `hasRole(R, msg.sender)`, `tx.origin == owner` (weak, but tx-origin-auth reports that on its
 * own). A condition that only uses the caller as a key for an amount (`balances[msg.sender] >= x`)
 * or forbids a caller (`!registered[msg.sender]`, `blocked[msg.sender]` in an if-revert) restricts
 * nothing. `required` is whether the condition must hold (require) or must not (if-revert).
 */
function senderGuard(
  cond: Node | undefined,
  required: boolean,
  aliases: ReadonlySet<string> = noAliases,
): boolean {
  if (!cond) return false;
  switch (cond.type) {
    case "TupleExpression":
      return (cond.components as Node[]).some((c) => senderGuard(c, required, aliases));
    case "UnaryOperation":
      return cond.operator === "!" && senderGuard(cond.subExpression as Node, !required, aliases);
    case "BinaryOperation": {
      const op = cond.operator as string;
      const left = cond.left as Node;
      const right = cond.right as Node;
      if (op === "&&" || op === "||")
        return senderGuard(left, required, aliases) || senderGuard(right, required, aliases);
      if (op !== "==" && op !== "!=") return false;
      if (isSenderExpression(left, aliases) || isSenderExpression(right, aliases)) return true;
      return (
        (senderKeyed(left, aliases) && right.type === "BooleanLiteral") ||
        (senderKeyed(right, aliases) && left.type === "BooleanLiteral")
      );
    }
    case "IndexAccess":
      return required && senderKeyed(cond, aliases);
    case "FunctionCall": {
      const call = cond as unknown as AST.FunctionCall;
      const name = calleeName(call) ?? "";
      return (
        required && roleQuery.test(name) && call.arguments.some((a) => mentionsSender(a, aliases))
      );
    }
    case "MemberAccess":
      return false;
    default:
      return false;
  }
}

function senderKeyed(n: Node, aliases: ReadonlySet<string> = noAliases): boolean {
  return n.type === "IndexAccess" && mentionsSender(n.index as Node, aliases);
}

const noAliases: ReadonlySet<string> = new Set();

/** Locals holding the caller: `address sender = _msgSender();`. */
function senderAliases(body: AST.BaseASTNode | null | undefined): Set<string> {
  const out = new Set<string>();
  walk(body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    if (vars.length === 1 && vars[0]?.name && isSenderExpression(n.initialValue as Node))
      out.add(vars[0].name as string);
  });
  return out;
}

function isSenderExpression(n: Node, aliases: ReadonlySet<string> = noAliases): boolean {
  let cur: Node = n;
  if (cur.type === "Identifier" && aliases.has(cur.name as string)) return true;
  while (cur.type === "FunctionCall") {
    const call = cur as unknown as AST.FunctionCall;
    const name = calleeName(call);
    if ((name === "address" || name === "payable") && call.arguments.length === 1) {
      cur = call.arguments[0] as Node;
      continue;
    }
    if (name === "_msgSender") return true;
    return false;
  }
  return (
    cur.type === "MemberAccess" &&
    ((cur.memberName === "sender" && identifierName(cur.expression as Node) === "msg") ||
      (cur.memberName === "origin" && identifierName(cur.expression as Node) === "tx"))
  );
}

function mentionsSender(node: AST.BaseASTNode, aliases: ReadonlySet<string> = noAliases): boolean {
  let found = false;
  walk(node, (n) => {
    if (isSenderExpression(n as Node, aliases)) found = true;
  });
  return found;
}

export { senderText };

/** Type of an expression: from the compiler's typed AST when available, else from declarations. */
export function typeOf(
  ctx: SolidityContext,
  fn: FunctionInfo | undefined,
  expr: Node | undefined,
): string | undefined {
  if (!expr) return undefined;
  const typed = ctx.typed?.typeAt(expr.range);
  if (typed) return normaliseTypeString(typed);
  switch (expr.type) {
    case "Identifier": {
      const name = expr.name as string;
      if (name === "this") return fn ? `contract ${fn.contract.name}` : "contract";
      const local = fn?.locals.get(name);
      if (local) return describe(ctx, local);
      const sv = fn?.contract.stateVars.get(name);
      if (sv) return describe(ctx, sv.type);
      return undefined;
    }
    case "NumberLiteral":
      return "int_const";
    case "BooleanLiteral":
      return "bool";
    case "StringLiteral":
      return "literal_string";
    case "MemberAccess": {
      const base = expr.expression as Node;
      const member = expr.memberName as string;
      const baseName = identifierName(base);
      if (baseName === "msg" && member === "sender") return "address";
      if (baseName === "msg" && member === "value") return "uint256";
      if (baseName === "tx" && member === "origin") return "address";
      if (baseName === "block") return "uint256";
      if (member === "balance") return "uint256";
      if (member === "length") return "uint256";
      return undefined;
    }
    case "IndexAccess": {
      const baseType = typeOf(ctx, fn, expr.base as Node);
      if (!baseType) return undefined;
      const m = /^mapping\((.+?) => (.+)\)$/.exec(baseType);
      if (m) return describe(ctx, m[2]);
      if (baseType.endsWith("[]")) return describe(ctx, baseType.slice(0, -2));
      return undefined;
    }
    case "FunctionCall": {
      const call = expr as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      if (callee.type === "ElementaryTypeName") return describe(ctx, callee.name as string);
      if ((callee.type as string) === "TypeNameExpression")
        return describe(ctx, typeNameText(callee.typeName as AST.TypeName));
      const name = identifierName(callee);
      if (name && ctx.typeKinds.has(name)) return describe(ctx, name);
      // An internal call returns its declared type: `uint64(price())` with price() returning uint256;
      // so does a library function called by name (`MathLib.max(a, b)`).
      const base =
        callee.type === "MemberAccess" ? identifierName(callee.expression as Node) : undefined;
      const owner = base
        ? ctx.contracts.find((c) => c.name === base && c.kind === "library")
        : fn?.contract;
      const member = base ? (callee.memberName as string) : name;
      const target = member
        ? owner?.functions.find(
            (f) =>
              f.name === member &&
              f.node.type === "FunctionDefinition" &&
              (f.node.parameters ?? []).length === call.arguments.length,
          )
        : undefined;
      const returns =
        target?.node.type === "FunctionDefinition" ? (target.node.returnParameters ?? []) : [];
      if (returns.length === 1 && returns[0].typeName)
        return describe(ctx, typeNameText(returns[0].typeName));
      return undefined;
    }
    case "TupleExpression": {
      const comps = expr.components as Node[];
      return comps.length === 1 ? typeOf(ctx, fn, comps[0]) : undefined;
    }
    case "BinaryOperation": {
      const op = expr.operator as string;
      if (/^(==|!=|<|>|<=|>=|&&|\|\|)$/.test(op)) return "bool";
      if (!/^(\+|-|\*|\/|%|\*\*)$/.test(op)) return undefined;
      // Arithmetic happens in the operands' common type: the wider integer of the two.
      const types = [typeOf(ctx, fn, expr.left as Node), typeOf(ctx, fn, expr.right as Node)];
      if (op === "**") return types[0] === "int_const" ? undefined : types[0];
      const sized = types
        .map((t) => (t === "uint" ? "uint256" : t === "int" ? "int256" : t))
        .filter((t): t is string => !!t && /^u?int\d+$/.test(t));
      if (sized.length === 0) return undefined;
      return sized.sort((a, b) => Number(/\d+$/.exec(b)?.[0]) - Number(/\d+$/.exec(a)?.[0]))[0];
    }
    default:
      return undefined;
  }
}

function describe(ctx: SolidityContext, typeText: string): string {
  const kind = ctx.typeKinds.get(typeText);
  if (kind === "contract" || kind === "interface" || kind === "abstract")
    return `contract ${typeText}`;
  if (kind === "struct") return `struct ${typeText}`;
  if (kind === "enum") return `enum ${typeText}`;
  if (kind === "library") return `library ${typeText}`;
  if (typeText === "uint") return "uint256";
  if (typeText === "int") return "int256";
  // Unknown user-defined names that look like interfaces (IERC20) are treated as contracts.
  if (/^I[A-Z]\w*$/.test(typeText) || /^(ERC\d+|Token)\w*$/.test(typeText))
    return `contract ${typeText}`;
  return typeText;
}

function normaliseTypeString(t: string): string {
  return t
    .replace(/ (storage|memory|calldata)( ref| pointer)?/g, "")
    .replace(/^address payable$/, "address")
    .replace(/^int_const .*/, "int_const");
}

export function isContractType(type: string | undefined): boolean {
  return !!type && /^contract [\w.]+$/.test(type);
}

export function isAddressType(type: string | undefined): boolean {
  return !!type && /^address( payable)?$/.test(type);
}

export type CallKind =
  | "low-level-call"
  | "delegatecall"
  | "staticcall"
  | "transfer"
  | "send"
  | "external"
  | "callcode";

/** Classifies a call that leaves the contract; undefined for internal and builtin calls. */
export function externalCallKind(
  ctx: SolidityContext,
  fn: FunctionInfo | undefined,
  call: AST.FunctionCall,
): CallKind | undefined {
  const callee = lowLevelCallee(call);
  if (callee.type !== "MemberAccess") return undefined;
  const member = callee.memberName as string;
  const base = callee.expression as Node;
  const baseName = identifierName(base);
  if (
    baseName &&
    ["abi", "msg", "block", "tx", "super", "bytes", "string", "type"].includes(baseName)
  )
    return undefined;
  if (baseName && ctx.typeKinds.get(baseName) === "library") return undefined;
  if (member === "call") return "low-level-call";
  if (member === "delegatecall") return "delegatecall";
  if (member === "callcode") return "callcode";
  if (member === "staticcall") return "staticcall";
  const baseType = typeOf(ctx, fn, base);
  if (
    member === "transfer" &&
    call.arguments.length === 1 &&
    (isAddressType(baseType) || baseType === undefined)
  ) {
    if (!isContractType(baseType)) return "transfer";
  }
  if (member === "send" && call.arguments.length === 1 && !isContractType(baseType)) return "send";
  if (isContractType(baseType)) return "external";
  if (base.type === "FunctionCall") {
    const convName = calleeName(base as unknown as AST.FunctionCall);
    const convCallee = calleeExpression(base as unknown as AST.FunctionCall);
    if (convName && convCallee.type === "Identifier" && /contract /.test(describe(ctx, convName)))
      return "external";
  }
  return undefined;
}

/** State variables written by a node: assignments, ++/--, delete, push/pop. */
export function stateWrites(
  ctx: SolidityContext,
  fn: FunctionInfo,
  root: AST.BaseASTNode | null | undefined,
): Array<{ name: string; node: Node }> {
  const out: Array<{ name: string; node: Node }> = [];
  const aliases = storageAliases(ctx, fn);
  const record = (target: Node | undefined, node: Node) => {
    const name = baseIdentifier(target);
    if (!name) return;
    const aliased = target?.type !== "Identifier" ? aliases.get(name) : undefined;
    if (aliased) out.push({ name: `${aliased} (through ${name})`, node });
    else if (isStateVariable(ctx, fn, target, name)) out.push({ name, node });
  };
  walk(root, (n) => {
    if (
      n.type === "BinaryOperation" &&
      /^(=|\+=|-=|\*=|\/=|%=|\|=|&=|\^=|<<=|>>=)$/.test(n.operator as string)
    ) {
      const left = n.left as Node;
      if (left.type === "TupleExpression") {
        for (const c of (left.components as Node[]) ?? []) if (c) record(c, n);
      } else record(left, n);
    }
    if (n.type === "UnaryOperation" && /^(\+\+|--|delete)$/.test(n.operator as string))
      record(n.subExpression as Node, n);
    if (n.type === "FunctionCall") {
      const callee = calleeExpression(n as unknown as AST.FunctionCall);
      if (
        callee.type === "MemberAccess" &&
        (callee.memberName === "push" || callee.memberName === "pop")
      ) {
        record(callee.expression as Node, n);
      }
    }
  });
  return out;
}

/**
 * Locals that point into storage: `Holder storage acc = accounts[msg.sender];` (or, before 0.5,
 * `var acc = accounts[msg.sender];`) makes a write to `acc.balance` a write to `accounts`. Maps
 * the local's name to the state variable; assigning the local itself is not a state write.
 */
function storageAliases(ctx: SolidityContext, fn: FunctionInfo): Map<string, string> {
  const out = new Map<string, string>();
  walk(fn.node.body, (n) => {
    if (n.type !== "VariableDeclarationStatement" || !n.initialValue) return;
    const vars = (n.variables as Array<Node | null>) ?? [];
    const local = vars.length === 1 ? vars[0] : null;
    if (!local?.name) return;
    // Before 0.5 a `var` or a struct/array local without a location is a storage pointer too.
    const pointer =
      local.storageLocation === "storage" ||
      (!local.storageLocation && ctx.pre05 && !isElementary(local));
    if (!pointer) return;
    const init = n.initialValue as Node;
    const target = baseIdentifier(init);
    if (target && isStateVariable(ctx, fn, init, target)) out.set(local.name as string, target);
  });
  return out;
}

/** An elementary type written out (`uint`, `address`); `var` infers its type and is not. */
function isElementary(local: Node): boolean {
  const typeName = local.typeName as Node | null;
  return typeName?.type === "ElementaryTypeName" && typeName.name !== "var";
}

export function isStateVariable(
  ctx: SolidityContext,
  fn: FunctionInfo,
  node: Node | undefined,
  name: string,
): boolean {
  let ident: Node | undefined = node;
  while (ident && ident.type !== "Identifier") {
    ident = (ident.base ?? ident.expression) as Node | undefined;
  }
  const typedAnswer = ctx.typed?.refersToStateVariable(ident?.range);
  if (typedAnswer !== undefined) return typedAnswer;
  if (fn.locals.has(name)) return false;
  return fn.contract.stateVars.has(name) && !fn.contract.stateVars.get(name)?.constant;
}

/** All functions of all contracts (modifiers excluded unless asked). */
export function allFunctions(ctx: SolidityContext, withModifiers = false): FunctionInfo[] {
  return ctx.contracts.flatMap((c) =>
    c.functions.filter((f) => withModifiers || f.kind !== "modifier"),
  );
}

export function sourceOf(ctx: SolidityContext, node: AST.BaseASTNode | null | undefined): string {
  return node ? ctx.textOf(node).text(node) : "";
}

/**
 * The declaration a member call resolves to, using the base expression's contract type when known
 * (`usdt.transfer` → IUSDT.transfer), else the first function of that name in the file.
 */
export function resolveMemberFunction(
  ctx: SolidityContext,
  fn: FunctionInfo | undefined,
  call: AST.FunctionCall,
): FunctionInfo | undefined {
  const callee = calleeExpression(call);
  if (callee.type !== "MemberAccess") return undefined;
  const member = callee.memberName as string;
  const baseType = typeOf(ctx, fn, callee.expression as Node);
  const contractName = baseType?.startsWith("contract ") ? baseType.slice(9) : undefined;
  const candidates = ctx.contracts.filter((c) => !contractName || c.name === contractName);
  for (const c of candidates) {
    const found = c.functions.find(
      (f) => f.name === member && f.node.type === "FunctionDefinition",
    );
    if (found) return found;
  }
  return undefined;
}
