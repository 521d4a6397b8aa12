import {
  type AST,
  calleeExpression,
  calleeName,
  identifierName,
  type Node,
  walk,
} from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  isBuiltinMember,
  type Occurrence,
  solidityRule,
} from "../detector.ts";
import { type FunctionInfo, type SolidityContext, sourceOf, typeOf } from "../solidity-context.ts";

function bits(type: string | undefined): { signed: boolean; size: number } | undefined {
  const m = /^(u?)int(\d*)$/.exec(type ?? "");
  if (!m) return undefined;
  return { signed: m[1] === "", size: m[2] ? Number(m[2]) : 256 };
}

export const unsafeDowncast = solidityRule(
  {
    id: "unsafe-downcast",
    title: "Unsafe integer downcast",
    severity: "medium",
    confidence: "medium",
    description:
      "Converting to a smaller integer type silently drops the high bits, even in Solidity 0.8 (casts are never checked).",
    recommendation:
      "Use OpenZeppelin SafeCast (toUint128, ...) or require the value fits before casting.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      const call = n as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      const targetName =
        callee.type === "ElementaryTypeName"
          ? (callee.name as string)
          : (callee.type as string) === "TypeNameExpression"
            ? String(callee.typeName?.name)
            : undefined;
      const target = bits(
        targetName === "uint" ? "uint256" : targetName === "int" ? "int256" : targetName,
      );
      if (!target || call.arguments.length !== 1) return;
      const arg = call.arguments[0] as Node;
      if (arg.type === "NumberLiteral") return;
      // Timestamps and block numbers fit in 32 bits until 2106; bit unpacking and small modulos are deliberate.
      if (
        target.size >= 32 &&
        containsNode(arg, (m) => isBuiltinMember(m, "block", "timestamp", "number"))
      )
        return;
      // All ether in existence fits in 96 bits.
      if (target.size >= 96 && containsNode(arg, (m) => isBuiltinMember(m, "msg", "value"))) return;
      if (
        containsNode(
          arg,
          (m) => m.type === "BinaryOperation" && /^(>>|<<|&|\||%)$/.test(m.operator as string),
        )
      )
        return;
      // `uint96(100 - percent)` in checked arithmetic is at most the literal.
      if (!ctx.pre08 && literalMinus(arg, target.size)) return;
      // `address(uint160(word))`: the only way from a word to an address.
      const parent = parents[parents.length - 1];
      if (
        target.size === 160 &&
        !target.signed &&
        parent?.type === "FunctionCall" &&
        calleeName(parent as unknown as AST.FunctionCall) === "address"
      )
        return;
      const source = bits(typeOf(ctx, fn, arg));
      if (!source || source.size <= target.size) return;
      if (fitsByConstruction(ctx, fn, arg, target.size)) return;
      const argText = sourceOf(ctx, arg).replace(/\s+/g, "");
      if (checkedAfterCast(ctx, fn, parents, argText)) return;
      if (unpacked(ctx, fn, arg)) return;
      let bounded = false;
      walk(fn.node.body, (m, parents) => {
        if (
          m.type === "BinaryOperation" &&
          m.operator === "==" &&
          roundTrip(ctx, m, argText, target.size)
        )
          bounded = true;
        if (m.type !== "BinaryOperation" || !/^[<>]=?$/.test(m.operator as string)) return;
        const text = sourceOf(ctx, m).replace(/\s+/g, "");
        if (text.includes(argText) && /type\(u?int\d+\)\.max|\d{3,}|2\*\*\d+/.test(text))
          bounded = true;
        // `require(quantity <= MAX_PER_TX)`: an upper bound by a literal or a constant that fits.
        // In `if (count > 20) revert(...)` the condition states what is refused.
        const refused = parents.some(
          (p) => p.type === "IfStatement" && containsNode(p.condition as Node, (c) => c === m),
        );
        const upper = (m.operator as string).startsWith("<") !== refused;
        const [small, large] = upper ? [m.left, m.right] : [m.right, m.left];
        const smallText = sourceOf(ctx, small).replace(/\s+/g, "");
        if (smallText === argText && fitsIn(fn, large, target.size)) bounded = true;
        // `if (len > 0x5fd3) revert(); uint16(len + 0x2d)`: the bound plus the literal fits.
        const added = addedLiteral(ctx, arg, smallText);
        const limit = constantValue(fn, large);
        if (
          added !== undefined &&
          limit !== undefined &&
          limit + added < 2 ** Math.min(target.size, 52)
        )
          bounded = true;
      });
      if (bounded) return;
      out.push({
        node: n,
        message: `A ${source.signed ? "int" : "uint"}${source.size} value is truncated to ${targetName}.`,
      });
    });
    return out;
  },
);

/**
 * `require(x == uint256(uint128(x)))`: the value survives the cut, so it fits (the check's own
 * cast and later casts to as wide a type are safe).
 */
function roundTrip(ctx: SolidityContext, cmp: Node, argText: string, size: number): boolean {
  const sides = [cmp.left as Node, cmp.right as Node].map((x) =>
    sourceOf(ctx, x).replace(/\s+/g, ""),
  );
  const other = sides[0] === argText ? sides[1] : sides[1] === argText ? sides[0] : undefined;
  if (!other) return false;
  const escaped = argText.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`u?int(\\d+)\\(${escaped}\\)`).exec(other);
  return !!m && Number(m[1]) <= size;
}

/** A literal, or a constant state variable initialised with one, below 2**size. */
function fitsIn(fn: FunctionInfo, bound: Node, size: number): boolean {
  const n = constantValue(fn, bound);
  return n !== undefined && n < 2 ** Math.min(size, 52);
}

/** The value of a literal, or of a constant state variable initialised with one. */
function constantValue(fn: FunctionInfo, node: Node): number | undefined {
  let value: Node | undefined = node;
  if (node.type === "Identifier") {
    const sv = fn.contract.stateVars.get(node.name as string);
    if (!sv?.constant || fn.locals.has(node.name as string)) return undefined;
    value = (sv.decl.expression ?? sv.statement.initialValue) as Node | undefined;
  }
  if (value?.type !== "NumberLiteral" || value.subdenomination) return undefined;
  const n = Number(String(value.number).replace(/_/g, ""));
  return Number.isFinite(n) ? n : undefined;
}

/** For `x + L` (or `L + x`) whose `x` reads as `operand`, the literal L. */
function addedLiteral(ctx: SolidityContext, arg: Node, operand: string): number | undefined {
  const e = unwrapParens(arg);
  if (e.type !== "BinaryOperation" || e.operator !== "+") return undefined;
  const [l, r] = [e.left as Node, e.right as Node];
  const text = (x: Node) => sourceOf(ctx, x).replace(/\s+/g, "");
  if (r.type === "NumberLiteral" && text(l) === operand) return Number(r.number);
  if (l.type === "NumberLiteral" && text(r) === operand) return Number(l.number);
  return undefined;
}

function unwrapParens(n: Node): Node {
  let e = n;
  while (e.type === "TupleExpression" && (e.components as Node[]).length === 1)
    e = (e.components as Node[])[0];
  return e;
}

const identifierLike = /^(id|hash|key|salt)$|[a-z0-9_](Id|ID|Hash|Key|Salt)$/;

/**
 * Values that fit whatever their declared type: an operand no wider than the target, an array
 * length cut to 64 bits or more (no array gets near 2**64 elements), `min` with one side that fits,
 * `max`, a ternary and `saturatingSub` whose results are among operands that fit, a boolean turned
 * into 0 or 1, and identifiers (`proposalId`, `hash`: cut to a key on purpose, not an amount).
 */
function fitsByConstruction(
  ctx: SolidityContext,
  fn: FunctionInfo,
  arg: Node,
  size: number,
): boolean {
  const e = unwrapParens(arg);
  if (e.type === "NumberLiteral") return true;
  if (constantValue(fn, e) !== undefined) return fitsIn(fn, e, size);
  const type = bits(typeOf(ctx, fn, e));
  if (type && type.size <= size) return true;
  const name = identifierName(e);
  if (name && identifierLike.test(name)) return true;
  if (size >= 64 && isLength(fn, e)) return true;
  if (e.type === "Conditional")
    return (
      fitsByConstruction(ctx, fn, e.trueExpression as Node, size) &&
      fitsByConstruction(ctx, fn, e.falseExpression as Node, size)
    );
  // `toUint(flag) * weight`: zero or the weight.
  if (e.type === "BinaryOperation" && e.operator === "*") {
    const [l, r] = [e.left as Node, e.right as Node];
    return (
      (isBoolAsNumber(ctx, fn, l) && fitsByConstruction(ctx, fn, r, size)) ||
      (isBoolAsNumber(ctx, fn, r) && fitsByConstruction(ctx, fn, l, size))
    );
  }
  if (e.type === "BinaryOperation" && e.operator === "+") {
    // `1 + x` with x of a type narrower than the target by at least one bit
    const [l, r] = [unwrapParens(e.left as Node), unwrapParens(e.right as Node)];
    const small = (x: Node) => (bits(typeOf(ctx, fn, x))?.size ?? 256) < size;
    if ((l.type === "NumberLiteral" && small(r)) || (r.type === "NumberLiteral" && small(l))) {
      const literal = Number((l.type === "NumberLiteral" ? l : r).number);
      return literal <= 1;
    }
    return false;
  }
  if (e.type !== "FunctionCall") return false;
  const call = e as unknown as AST.FunctionCall;
  const args = call.arguments as Node[];
  const fits = (x: Node) => fitsByConstruction(ctx, fn, x, size);
  switch (calleeName(call)) {
    case "min":
      return args.length === 2 && args.some(fits);
    case "max":
      return args.length === 2 && args.every(fits);
    case "ternary":
      return args.length === 3 && fits(args[1]) && fits(args[2]);
    case "saturatingSub":
      return args.length === 2 && fits(args[0]);
    case "toUint":
      return isBoolAsNumber(ctx, fn, e);
    default:
      return false;
  }
}

/** `x.length`, or `set.length()` of a collection library. */
function lengthRead(e: Node | undefined): boolean {
  if (e?.type === "MemberAccess" && e.memberName === "length") return true;
  if (e?.type !== "FunctionCall" || (e.arguments as Node[]).length !== 0) return false;
  const callee = calleeExpression(e as unknown as AST.FunctionCall);
  return callee.type === "MemberAccess" && callee.memberName === "length";
}

/** `x.length`, or a local only ever assigned one. */
function isLength(fn: FunctionInfo, e: Node): boolean {
  if (lengthRead(e)) return true;
  const name = identifierName(e);
  if (!name || !fn.locals.has(name) || fn.params.includes(name)) return false;
  let assigned = 0;
  let lengths = 0;
  walk(fn.node.body, (m) => {
    if (m.type === "VariableDeclarationStatement") {
      const vars = (m.variables as Node[]) ?? [];
      if (vars.length === 1 && vars[0]?.name === name) {
        assigned++;
        if (lengthRead(m.initialValue as Node | undefined)) lengths++;
      }
    }
    if (m.type === "BinaryOperation" && /^([-+*/%|&^]|<<|>>)?=$/.test(m.operator as string)) {
      if (identifierName(m.left as Node) === name) assigned++;
    }
  });
  return assigned > 0 && assigned === lengths;
}

/**
 * `d = int120(v); if (d != v) revert(...)`: the cast result is compared with the value it came
 * from (SafeCast's toIntN), so a value that does not fit never gets through.
 */
function checkedAfterCast(
  ctx: SolidityContext,
  fn: FunctionInfo,
  parents: Node[],
  argText: string,
): boolean {
  const parent = parents[parents.length - 1];
  let result: string | undefined;
  if (parent?.type === "BinaryOperation" && parent.operator === "=")
    result = identifierName(parent.left as Node);
  if (parent?.type === "VariableDeclarationStatement") {
    const vars = (parent.variables as Node[]) ?? [];
    if (vars.length === 1) result = vars[0]?.name as string | undefined;
  }
  if (!result) return false;
  let checked = false;
  walk(fn.node.body, (m) => {
    if (m.type !== "BinaryOperation" || (m.operator !== "!=" && m.operator !== "==")) return;
    const sides = [m.left as Node, m.right as Node].map((x) =>
      sourceOf(ctx, x).replace(/\s+/g, ""),
    );
    if (sides.includes(result as string) && sides.includes(argText)) checked = true;
  });
  return checked;
}

/** `uint64(packed)` next to `packed >> 64`: the low bits of a packed word, cut on purpose. */
function unpacked(ctx: SolidityContext, fn: FunctionInfo, arg: Node): boolean {
  const name = identifierName(unwrapParens(arg));
  if (!name) return false;
  return containsNode(
    fn.node.body,
    (m) =>
      m.type === "BinaryOperation" &&
      m.operator === ">>" &&
      identifierName(unwrapParens(m.left as Node)) === name,
  );
}

function literalMinus(arg: Node, size: number): boolean {
  let e = arg;
  while (e.type === "TupleExpression" && (e.components as Node[]).length === 1)
    e = (e.components as Node[])[0];
  if (e.type !== "BinaryOperation" || e.operator !== "-") return false;
  const left = e.left as Node;
  if (left.type !== "NumberLiteral" || left.subdenomination) return false;
  const value = Number(left.number);
  return Number.isFinite(value) && value < 2 ** Math.min(size, 52);
}

/** `toUint(flag)` of a boolean: 0 or 1. */
export function isBoolAsNumber(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  const e = unwrapParens(n);
  if (e.type !== "FunctionCall") return false;
  const call = e as unknown as AST.FunctionCall;
  if (calleeName(call) !== "toUint") return false;
  // `toUint(flag)`, or `flag.toUint()` through `using ... for bool`
  const callee = calleeExpression(call);
  const operand =
    call.arguments.length === 1
      ? (call.arguments[0] as Node)
      : call.arguments.length === 0 && callee.type === "MemberAccess"
        ? (callee.expression as Node)
        : undefined;
  return !!operand && typeOf(ctx, fn, operand) === "bool";
}
