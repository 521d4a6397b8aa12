import { defaultValue } from "../../emit/rust-types.ts";
import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { snakeCase } from "../../naming/snake-case.ts";
import { classifyCall } from "../calls/classify-call.ts";
import { resolveTarget } from "../calls/resolve-target.ts";
import {
  type Expr,
  isLiteralCode,
  isSimplePlace,
  owned,
  P,
  wrap,
} from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { uninitMut } from "../scan-locals.ts";
import type { StateVar } from "../state-var.ts";
import { Unsupported } from "../unsupported.ts";
import { conditionalRegion } from "./conditional-region.ts";
import {
  changeMappingArrayLength,
  mappingArrayLengthOp,
  mappingArrayOf,
} from "./mapping-arrays.ts";
import { mappingLocationValue } from "./mapping-ref-arg.ts";
import { mappingParamPath } from "./mapping-refs.ts";
import { mappingReturnType } from "./mapping-return.ts";
import { keyArg, keysTuple, pathFromKeys, pathKeys, stabilize } from "./path-keys.ts";
import { mutate, readPath } from "./storage-access.ts";
import type { Path, Step } from "./storage-path.ts";
import { refEnumName, refVariant } from "./storage-refs.ts";

// Which place an expression denotes: a storage path (`balances[a]`, `s.field[i]`) or a local one.

/** The storage location an expression denotes, or null for memory values. */
export function pathOf(fl: LoweringContext, e: AstNode): Path | null {
  if (e.nodeType === "Identifier") {
    const sv = fl.unit.stateVars.get(e.referencedDeclaration);
    if (sv && sv.kind !== "constant") return { root: { sv }, steps: [], type: sv.type };
    const local = fl.locals.get(e.referencedDeclaration);
    if (local?.alias) return local.alias;
    return null;
  }
  if (e.nodeType === "MemberAccess") {
    const sv = fl.unit.stateVars.get(e.referencedDeclaration);
    if (sv && sv.kind !== "constant") return { root: { sv }, steps: [], type: sv.type };
    const viaRef = refMemberPath(fl, e);
    if (viaRef) return viaRef;
    const base = pathOf(fl, e.expression);
    if (!base) return null;
    const baseType = parseType(e.expression.typeDescriptions?.typeString);
    if (baseType.k !== "struct") return null;
    const memberType = parseType(e.typeDescriptions?.typeString);
    if (memberType.k === "mapping" && "sv" in base.root) {
      // the member's own map, also for a struct nested in struct fields (`s._inner._positions`)
      const keyCount = base.root.sv.keys.length;
      const fields = base.steps.slice(keyCount);
      // `node.children` of a node of a recursive struct: the same map, the path extended next
      if (base.root.sv.recursive?.member === e.memberName && fields.length === 0)
        return { root: base.root, steps: base.steps, type: memberType };
      const mm = fields.every((f) => f.k === "field")
        ? fl.unit.memberMap(
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
      steps: [...base.steps, { k: "field", name: fl.unit.fieldName(baseType, e.memberName) }],
      type: parseType(e.typeDescriptions?.typeString),
    };
  }
  if (e.nodeType === "IndexAccess") {
    const base = pathOf(fl, e.baseExpression);
    // a byte of a stored bytesN is read from the loaded value (indexAccess), not a storage place
    if (!base || base.type.k === "fixedbytes") return null;
    const node = recursiveNodePath(fl, e, base);
    if (node) return node;
    // the mapping keys of an array of a mapping (ADR 0221) key both its length and its element
    const before = mappingArrayOf(base) && base.steps.length > 0 ? stabilize(fl, base) : base;
    return {
      ...before,
      steps: [...before.steps, elementStep(fl, e, before) ?? indexStep(fl, e, base.type)],
      type: parseType(e.typeDescriptions?.typeString),
    };
  }
  // `(x)` names the place `x`; `[x]` is a new one-element array
  if (e.nodeType === "TupleExpression" && e.components.length === 1 && !e.isInlineArray)
    return pathOf(fl, e.components[0]);
  // `(m = m2)[k]`: rebinds the local storage pointer `m`, then names the place it now points at
  if (e.nodeType === "Assignment") {
    if (fl.conditionalDepth > 0)
      throw new Unsupported("SOL2CW-E014", e, "a storage pointer rebound inside a condition");
    return rebindStoragePointer(fl, e);
  }
  if (
    e.nodeType === "Conditional" &&
    /\bstorage\b|^mapping\(/.test(e.typeDescriptions?.typeString ?? "")
  )
    return chosenPath(fl, e);
  if (e.nodeType === "FunctionCall") {
    const c = classifyCall(e, fl.unit.nodes);
    if (c.kind === "internal") {
      const target = resolveTarget(fl, c);
      const info = fl.unit.storageReturn(target);
      if (info) {
        const frame = fl.prelude[fl.prelude.length - 1];
        if (!frame || fl.conditionalDepth > 0)
          throw new Unsupported("SOL2CW-E014", e, "a storage pointer returned inside a condition");
        const call = fl.internalCallCode(e, c, target);
        const names = info.steps.map((_, i) => fl.fresh(i === 0 ? "key" : `key${i}`));
        frame.push(`let ${keysTuple(names)} = ${call};`);
        return pathFromKeys(fl, info, names);
      }
      const mapping = mappingReturnType(fl.unit, target);
      if (mapping) {
        // the `<..>Ref` value the function returns, kept for the statement (ADR 0226)
        const frame = fl.prelude[fl.prelude.length - 1];
        if (!frame || fl.conditionalDepth > 0)
          throw new Unsupported("SOL2CW-E014", e, "a storage pointer returned inside a condition");
        const name = fl.fresh("location");
        frame.push(`let ${name} = &${fl.internalCallCode(e, c, target)};`);
        return mappingParamPath(e, name, mapping);
      }
    }
    if (c.kind === "array" && c.name === "push" && e.arguments.length === 0) {
      // `S storage s = arr.push();`: append a zero value and point at it
      const base = pathOf(fl, c.base);
      const frame = fl.prelude[fl.prelude.length - 1];
      if (!base || !frame || base.type.k !== "array") return null;
      const mappings = mappingArrayOf(base);
      if (mappings) {
        const array = stabilize(fl, base);
        const { lines, pushedIndex } = changeMappingArrayLength(fl, mappings, array, "push");
        frame.push(...lines);
        const index: SolType = { k: "uint", bits: 256 };
        const raw = fl.hoist("index", pushedIndex!);
        const code = keyArg(fl, { code: raw, prec: P.ATOM, owned: true, type: index }, index);
        return {
          root: base.root,
          steps: [...array.steps, { k: "key", code, type: index, raw, simple: true }],
          type: base.type.elem,
        };
      }
      const stable = stabilize(fl, base);
      const idx = fl.fresh("index");
      frame.push(`let ${idx} = Uint256::from(${wrap(readPath(fl, stable), P.ATOM)}.len() as u64);`);
      const def = defaultValue(base.type.elem, (x) => fl.unit.enumFirst(x));
      frame.push(...mutate(fl, stable, (place) => [`${place.code}.push(${def});`]));
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
function refMemberPath(fl: LoweringContext, e: AstNode): Path | null {
  const base = e.expression;
  if (base.nodeType !== "Identifier") return null;
  const ref = fl.refLocals.get(base.referencedDeclaration);
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
export function refLocation(fl: LoweringContext, path: Path, node: AstNode): string {
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
  fl.unit.refEnums.add(path.type.name);
  const variant = `${refEnumName(path.type.name)}::${refVariant(sv, names)}`;
  if (sv.kind !== "map") return `&${variant}`;
  return `&${variant}(${pathKeys(fl, { ...path, steps: keys }).join(", ")})`;
}

/** A path rooted at a local variable (for assignments into memory structs and arrays). */
export function localPath(fl: LoweringContext, e: AstNode): Path | null {
  if (e.nodeType === "Identifier") {
    const l = fl.locals.get(e.referencedDeclaration);
    if (!l) return null;
    return { root: { local: l.name, type: l.type }, steps: [], type: l.type };
  }
  if (e.nodeType === "MemberAccess") {
    const base = localPath(fl, e.expression);
    const baseType = parseType(e.expression.typeDescriptions?.typeString);
    if (!base || baseType.k !== "struct") return null;
    return {
      ...base,
      steps: [...base.steps, { k: "field", name: fl.unit.fieldName(baseType, e.memberName) }],
      type: parseType(e.typeDescriptions?.typeString),
    };
  }
  if (e.nodeType === "IndexAccess") {
    const base = localPath(fl, e.baseExpression);
    if (!base) return null;
    return {
      ...base,
      steps: [...base.steps, indexStep(fl, e, base.type)],
      type: parseType(e.typeDescriptions?.typeString),
    };
  }
  if (e.nodeType === "TupleExpression" && e.components.length === 1 && !e.isInlineArray)
    return localPath(fl, e.components[0]);
  return null;
}

/**
 * `s.children[k]` of a recursive struct (ADR 0210): the node's key in the member's map is the path
 * of keys from the stored struct, so `[k]` appends `k` to the path (or starts it).
 */
function recursiveNodePath(fl: LoweringContext, e: AstNode, base: Path): Path | null {
  const sv = "sv" in base.root ? base.root.sv : null;
  const recursive = sv?.recursive;
  if (!sv || !recursive || base.type.k !== "mapping") return null;
  const outer = sv.keys.length - 1;
  if (base.steps.length < outer || base.steps.slice(outer + 1).length > 0) return null;
  if (!e.indexExpression)
    throw new Unsupported("SOL2CW-E013", e, "an index access without an index");
  const key = fl.expr(e.indexExpression, recursive.key);
  const prev = base.steps[outer];
  const from = prev && prev.k === "key" ? `&${prev.raw}` : "&[]";
  fl.unit.helpers.add("key_path");
  const raw = `key_path(${from}, ${keyBytes(key, recursive.key)})`;
  const path: SolType = { k: "bytes" };
  const code = keyArg(fl, { code: raw, prec: P.ATOM, owned: true, type: path }, path);
  return {
    root: base.root,
    steps: [...base.steps.slice(0, outer), { k: "key", code, type: path, raw, simple: false }],
    type: parseType(e.typeDescriptions?.typeString),
  };
}

/** The bytes of a mapping key, for a key path. */
function keyBytes(k: Expr, t: SolType): string {
  const w = wrap(k, P.ATOM);
  switch (t.k) {
    case "address":
    case "contract":
    case "string":
      return `${w}.as_bytes()`;
    case "bytes":
    case "fixedbytes":
      return `${w}.as_slice()`;
    case "bool":
      return `&[u8::from(${k.code})]`;
    case "enum":
      return `&[${wrap(k, P.AS)} as u8]`;
    default:
      return `${w}.to_be_bytes().as_slice()`;
  }
}

/**
 * `a[i]` of an array kept element by element (ADRs 0209, 0220): the element's index is the map's
 * first key (after the mapping keys of an array of a mapping, ADR 0221), checked against the
 * array's length first (`Panic(0x32)` past it).
 */
function elementStep(fl: LoweringContext, e: AstNode, base: Path): Step | null {
  const sv = mappingArrayOf(base);
  if (!sv) return null;
  const index: SolType = { k: "uint", bits: 256 };
  const i = owned(fl.expr(e.indexExpression, index));
  const length =
    sv.lengthItem || sv.outerArray
      ? mappingArrayLengthOp(fl, sv, base, "may_load")
      : `${sv.elements!.length}`;
  fl.unit.helpers.add("element_index");
  const raw = `element_index(${i}, ${length})?`;
  const code = keyArg(fl, { code: raw, prec: P.ATOM, owned: true, type: index }, index);
  return { k: "key", code, type: index, raw, simple: false };
}

function indexStep(fl: LoweringContext, e: AstNode, baseType: SolType): Step {
  if (!e.indexExpression)
    throw new Unsupported("SOL2CW-E013", e, "an index access without an index");
  if (baseType.k === "mapping") {
    const k = fl.expr(e.indexExpression, baseType.key);
    const simple = isSimplePlace(k);
    return {
      k: "key",
      code: keyArg(fl, k, baseType.key),
      type: baseType.key,
      raw: simple ? k.code : owned(k),
      simple: simple || isLiteralCode(k.code),
    };
  }
  const idx = fl.expr(e.indexExpression, { k: "uint", bits: 256 });
  return {
    k: "index",
    code: idx.code,
    raw: idx.code,
    simple: isSimplePlace(idx) || isLiteralCode(idx.code),
  };
}

/**
 * `c ? a : b` between two storage places (`uint[] storage book = isBuy ? bids : asks`): the
 * condition is evaluated once, into a local, and each use of the place picks its branch.
 */
function chosenPath(fl: LoweringContext, e: AstNode): Path | null {
  const frame = fl.prelude[fl.prelude.length - 1];
  if (!frame || fl.conditionalDepth > 0)
    throw new Unsupported("SOL2CW-E014", e, "a storage pointer chosen inside a condition");
  // both places are set up before the choice, so they must cost nothing and cannot fail
  for (const branch of [e.trueExpression, e.falseExpression])
    walk(branch, (x) => {
      if (x.nodeType === "FunctionCall" && x.kind !== "typeConversion")
        throw new Unsupported("SOL2CW-E014", e, "a storage pointer chosen between computed places");
    });
  const c = fl.expr(e.condition, { k: "bool" });
  const cond = /^[a-z_][a-z0-9_]*$/.test(c.code) ? c.code : fl.hoist("chosen", c.code);
  const a = pathOf(fl, e.trueExpression);
  const b = pathOf(fl, e.falseExpression);
  if (!a || !b) return null;
  const type = parseType(e.typeDescriptions?.typeString);
  return { root: { choice: { cond, a: stabilize(fl, a), b: stabilize(fl, b) } }, steps: [], type };
}

/**
 * `m = m2` where `m` is a local storage pointer (not a parameter): the pointer now names the place
 * `m2`, which it keeps as its alias. Returns that place, also for `(m = m2)[k] = v`, where the
 * assignment's value is the place it stores into; null when `e` is not such a rebinding.
 */
export function rebindStoragePointer(fl: LoweringContext, e: AstNode): Path | null {
  const lhs = e.leftHandSide;
  const decl =
    lhs.nodeType === "Identifier" ? fl.unit.nodes.get(lhs.referencedDeclaration) : undefined;
  if (
    e.operator !== "=" ||
    decl?.nodeType !== "VariableDeclaration" ||
    decl.storageLocation !== "storage" ||
    decl.stateVariable ||
    fl.refParams.has(decl.id)
  )
    return null;
  const local = fl.locals.get(decl.id);
  if (!local) throw new Unsupported("SOL2CW-E014", e, "an unknown storage pointer");
  const held = local.alias && "sv" in local.alias.root && local.alias.root.sv.ownedLocation;
  // an alias is fixed while lowering, so it may only change where the pointer is declared
  if (!held && conditionalRegion(fl.unit.nodes, e) !== conditionalRegion(fl.unit.nodes, decl))
    throw new Unsupported("SOL2CW-E014", e, "a storage pointer rebound inside a branch or loop");
  const path = pathOf(fl, e.rightHandSide);
  if (!path) throw new Unsupported("SOL2CW-E014", e, "a storage pointer to a computed location");
  if (!held) {
    local.alias = stabilize(fl, path);
    return local.alias;
  }
  // a variable holding the location (ADR 0226) is set at run time
  const frame = fl.prelude[fl.prelude.length - 1];
  if (!frame) throw new Unsupported("SOL2CW-E014", e, "a storage pointer set outside a statement");
  const value = mappingLocationValue(fl, stabilize(fl, path), local.type, e);
  if (fl.pendingDecl.delete(decl.id))
    frame.push(`let ${uninitMut(fl, decl.id)}${local.name} = ${value};`);
  else frame.push(`${local.name} = ${value};`);
  return local.alias!;
}
