import { defaultValue } from "../../emit/rust-types.ts";
import { type Expr, owned } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import { changeMappingArrayLength } from "./mapping-arrays.ts";

// Dynamic arrays of single values kept as a length and one map entry per element (ADR 0220):
// `push`, `pop`, `a[i]` and `a.length` touch one entry; reading or replacing the whole array
// goes through every element, as the EVM's copy does.

/**
 * `a.push(v)`: the value first, then the new length. `a.push()` changes the length alone: no entry
 * is kept past the length, so the new element reads as its zero value.
 */
export function pushElement(fl: LoweringContext, sv: StateVar, value: Expr | null): string[] {
  if (!value) return changeMappingArrayLength(fl, sv, "push").lines;
  const lines: string[] = [];
  let code = owned(value);
  const place = /^([a-z_][\w.]*)\.clone\(\)$/.exec(code);
  if (place) code = place[1];
  else if (/\bdeps\b/.test(code) || code.includes("?")) {
    // computed before the save, which borrows storage mutably (and before the length is read)
    const tmp = fl.fresh("value");
    lines.push(`let ${tmp} = ${code};`);
    code = tmp;
  }
  const { lines: grow, pushedIndex } = changeMappingArrayLength(fl, sv, "push");
  lines.push(grow[0]);
  lines.push(
    `${sv.constName}.save(${fl.storage()}, ${pushedIndex}.to_be_bytes().as_slice(), &${code})?;`,
  );
  lines.push(...grow.slice(1));
  return lines;
}

/** `a.pop()`: `Panic(0x31)` when empty; the last entry is removed, so a later push reads zero. */
export function popElement(fl: LoweringContext, sv: StateVar): string[] {
  const { lines, length } = changeMappingArrayLength(fl, sv, "pop");
  return [
    ...lines,
    `${sv.constName}.remove(${fl.storage()}, Uint256::from(${length}).to_be_bytes().as_slice());`,
  ];
}

/** The whole array as a `Vec`, element by element. */
export function loadElements(fl: LoweringContext, sv: StateVar): string {
  fl.unit.helpers.add("load_elements");
  const zero = defaultValue(sv.value, (x) => fl.unit.enumFirst(x));
  return `load_elements(${fl.storage()}, &${sv.constName}, &${sv.lengthItem!.constName}, || ${zero})?`;
}

/** Replaces the whole array by `values` (a `Vec` or slice place); `delete a` stores none. */
export function storeElements(fl: LoweringContext, sv: StateVar, values: string | null): string {
  fl.unit.helpers.add("store_elements");
  return `store_elements(${fl.storage()}, &${sv.constName}, &${sv.lengthItem!.constName}, ${values === null ? "&[]" : `&${values}`})?;`;
}
