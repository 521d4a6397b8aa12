import { isCopy, isNativeInt, rustType } from "../../emit/rust-types.ts";
import type { SolType } from "../../model/sol-type.ts";
import { borrow, type Expr, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import type { Path, Step, StorageReturn } from "./storage-path.ts";

// Keys of storage paths: evaluated once, as cw-storage-plus key arguments, or returned by a
// storage-pointer function.

export function keysTuple(keys: string[]): string {
  return keys.length === 1 ? keys[0] : `(${keys.join(", ")})`;
}

/** Evaluates index/key expressions once, into temporaries, so a path can be read and written. */
export function stabilize(fl: LoweringContext, path: Path): Path {
  if ("choice" in path.root) {
    const { cond, a, b } = path.root.choice;
    path = { ...path, root: { choice: { cond, a: stabilize(fl, a), b: stabilize(fl, b) } } };
  }
  const steps = path.steps.map((s): Step => {
    if (s.k === "field" || s.simple) return s;
    const name = fl.hoist(s.k === "key" ? "key" : "index", s.raw);
    if (name === s.raw) return s;
    if (s.k === "index") return { ...s, code: name, raw: name, simple: true };
    const code = keyArg(fl, { code: name, prec: P.ATOM, owned: false, type: s.type }, s.type);
    return { ...s, code, raw: name, simple: true };
  });
  return { ...path, steps };
}

/** The key values of a storage path (owned), as a storage-returning function returns them. */
export function pathKeys(_fl: LoweringContext, path: Path): string[] {
  if ("choice" in path.root)
    throw new Unsupported("SOL2CW-E014", null, "returning a storage pointer chosen by a condition");
  return path.steps.map((s) => {
    if (s.k === "field")
      throw new Unsupported("SOL2CW-E014", null, "returning a storage pointer to a struct member");
    if (s.k === "index") return s.raw;
    return isCopy(s.type) || !s.simple ? s.raw : `${s.raw.replace(/^\*/, "")}.clone()`;
  });
}

/** The path a storage-returning function's result denotes, from the keys it returned. */
export function pathFromKeys(fl: LoweringContext, info: StorageReturn, names: string[]): Path {
  const steps: Step[] = info.steps.map((st, i) => {
    if (st.k === "index") return { k: "index", code: names[i], raw: names[i], simple: true };
    const code = keyArg(fl, { code: names[i], prec: P.ATOM, owned: false, type: st.type }, st.type);
    return { k: "key", code, type: st.type, raw: names[i], simple: true };
  });
  return { root: { sv: info.sv }, steps, type: info.type };
}

export function keyCode(_fl: LoweringContext, path: Path): string {
  const keys = path.steps.filter((s) => s.k === "key").map((s) => (s as { code: string }).code);
  return keys.length === 1 ? keys[0] : `(${keys.join(", ")})`;
}

/** A mapping key as cw-storage-plus wants it. */
export function keyArg(_fl: LoweringContext, e: Expr, t: SolType): string {
  const w = wrap(e, P.ATOM);
  switch (t.k) {
    case "address":
    case "contract":
      return borrow(e);
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
      return `${wrap(e, P.AS)} as u8`;
    default:
      throw new Unsupported("SOL2CW-E015", null, `a mapping key of type ${t.k}`);
  }
}
