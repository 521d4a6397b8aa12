import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import {
  type Expr,
  isLiteralCode,
  isSimplePlace,
  owned,
  P,
  wrap,
} from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { stabilize } from "../storage/path-keys.ts";
import {
  branches,
  mutate,
  readPath,
  storeWhole,
  wholeStoredArray,
} from "../storage/storage-access.ts";
import { choiceBranches, type Path } from "../storage/storage-path.ts";
import { localPath, pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";

// Stores a new value into an lvalue: a local, a place in storage (load-modify-save) or one byte of
// `bytes`.

/** Assigns `value(current)` to the lvalue `lhs`. */
export function assignTo(
  fl: LoweringContext,
  lhs: AstNode,
  value: (current: Expr) => Expr,
): string[] {
  if (
    lhs.nodeType === "IndexAccess" &&
    parseType(lhs.baseExpression.typeDescriptions?.typeString).k === "bytes"
  ) {
    // one byte of a memory `bytes`: HexBinary is immutable, so rebuild it
    const base = localPath(fl, lhs.baseExpression);
    if (!base || base.steps.length > 0 || !("local" in base.root)) {
      // stored bytes (or bytes inside a struct or array): rebuild the whole value and write it back
      const idx = fl.expr(lhs.indexExpression, { k: "uint", bits: 256 });
      const idxName = fl.fresh("index");
      const bytesName = fl.fresh("bytes");
      fl.unit.helpers.add("set_byte");
      fl.unit.helpers.add("at");
      const lines = assignTo(fl, lhs.baseExpression, (whole) => {
        const cur: Expr = {
          code: `HexBinary::from(vec![at(${bytesName}.as_slice(), ${idxName})?])`,
          prec: P.ATOM,
          owned: true,
          type: { k: "fixedbytes", n: 1 },
        };
        const v = value(cur);
        return {
          code: `{ let ${bytesName} = ${owned(whole)}; set_byte(&${bytesName}, ${idxName}, &${wrap(v, P.UNARY)})? }`,
          prec: P.ATOM,
          owned: true,
          type: { k: "bytes" },
        };
      });
      return [`let ${idxName} = ${idx.code};`, ...lines];
    }
    const local = base.root.local;
    // the index is evaluated once (`buf[k++] = c` increments k once), also for `buf[i] |= c`
    const idx = fl.expr(lhs.indexExpression, { k: "uint", bits: 256 });
    const pre: string[] = [];
    let index = idx.code;
    if (!isSimplePlace(idx) && !isLiteralCode(idx.code) && !/^\w+$/.test(idx.code)) {
      index = fl.fresh("index");
      pre.push(`let ${index} = ${idx.code};`);
    }
    fl.unit.helpers.add("at");
    const cur: Expr = {
      code: `HexBinary::from(vec![at(${local}.as_slice(), ${index})?])`,
      prec: P.ATOM,
      owned: true,
      type: { k: "fixedbytes", n: 1 },
    };
    const v = value(cur);
    fl.unit.helpers.add("set_byte");
    return [...pre, `${local} = set_byte(&${local}, ${index}, &${wrap(v, P.UNARY)})?;`];
  }
  const path = pathOf(fl, lhs) ?? localPath(fl, lhs);
  if (!path) throw new Unsupported("SOL2CW-E013", lhs, "an assignment to this expression");
  return store(fl, stabilize(fl, path), value);
}

/** `place = value(current)` at a stable path; a chosen place stores in the chosen branch. */
function store(fl: LoweringContext, stable: Path, value: (current: Expr) => Expr): string[] {
  const choice = choiceBranches(stable);
  if (choice)
    return branches(
      fl,
      choice.cond,
      () => store(fl, choice.a, value),
      () => store(fl, choice.b, value),
    );
  if (
    "sv" in stable.root &&
    (stable.steps.length === stable.root.sv.keys.length || wholeStoredArray(stable))
  ) {
    return storeWhole(fl, stable, value(readPath(fl, stable)));
  }
  return mutate(fl, stable, (place) => {
    const v = value(
      place.isRef
        ? { code: `*${place.code}`, prec: P.UNARY, owned: false, type: stable.type }
        : { code: place.code, prec: P.ATOM, owned: false, type: stable.type },
    );
    return [place.isRef ? `*${place.code} = ${owned(v)};` : `${place.code} = ${owned(v)};`];
  });
}
