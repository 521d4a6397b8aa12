import { defaultValue } from "../../emit/rust-types.ts";
import { type Expr, owned } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import { Unsupported } from "../unsupported.ts";
import { LARGE_FIXED_ARRAY_LENGTH } from "./large-fixed-array.ts";
import { changeMappingArrayLength } from "./mapping-arrays.ts";
import { stabilize } from "./path-keys.ts";
import type { Path } from "./storage-path.ts";
import { lengthOp } from "./stored-length.ts";

// Dynamic arrays of single values kept as a length and one map entry per element (ADR 0220), also
// as the values of a mapping (ADR 0221, `path` then holds the mapping keys, evaluated once):
// `push`, `pop`, `a[i]` and `a.length` touch one entry; reading or replacing the whole array goes
// through every element, as the EVM's copy does.

/**
 * `a.push(v)`: the value first, then the new length. `a.push()` changes the length alone: no entry
 * is kept past the length, so the new element reads as its zero value.
 */
export function pushElement(
  fl: LoweringContext,
  sv: StateVar,
  path: Path,
  value: Expr | null,
): string[] {
  if (!value) return changeMappingArrayLength(fl, sv, path, "push").lines;
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
  const { lines: grow, pushedIndex } = changeMappingArrayLength(fl, sv, path, "push");
  lines.push(grow[0]);
  lines.push(
    `${sv.constName}.save(${fl.storage()}, ${elementKey(path, `${pushedIndex}.to_be_bytes().as_slice()`)}, &${code})?;`,
  );
  lines.push(...grow.slice(1));
  return lines;
}

/** `a.pop()`: `Panic(0x31)` when empty; the last entry is removed, so a later push reads zero. */
export function popElement(fl: LoweringContext, sv: StateVar, path: Path): string[] {
  const { lines, length } = changeMappingArrayLength(fl, sv, path, "pop");
  return [
    ...lines,
    `${sv.constName}.remove(${fl.storage()}, ${elementKey(path, `Uint256::from(${length}).to_be_bytes().as_slice()`)});`,
  ];
}

/** The whole array as a `Vec`, element by element. */
export function loadElements(fl: LoweringContext, sv: StateVar, array: Path): string {
  refuseWholeLongArray(sv);
  const path = stabilize(fl, array);
  const zero = defaultValue(sv.value, (x) => fl.unit.enumFirst(x));
  if (path.steps.length > 0) {
    fl.unit.helpers.add("load_keyed_elements");
    const element = `|storage, i| ${sv.constName}.may_load(storage, ${elementKey(path, "i")})`;
    return `load_keyed_elements(${fl.storage()}, ${lengthOp(fl, sv, path, "may_load")}, ${element}, || ${zero})?`;
  }
  fl.unit.helpers.add("load_elements");
  return `load_elements(${fl.storage()}, &${sv.constName}, &${sv.lengthItem!.constName}, || ${zero})?`;
}

/** Replaces the whole array by `values` (a `Vec` or slice place); `delete a` stores none. */
export function storeElements(
  fl: LoweringContext,
  sv: StateVar,
  array: Path,
  values: string | null,
): string[] {
  refuseWholeLongArray(sv);
  const path = stabilize(fl, array);
  const slice = values === null ? "&[]" : `&${values}`;
  if (path.steps.length > 0) {
    fl.unit.helpers.add("store_keyed_elements");
    const old = fl.fresh(sv.lengthItem!.storageKey.replace(/__/, "_"));
    const save = `|storage, i, value| ${sv.constName}.save(storage, ${elementKey(path, "i")}, value)`;
    const remove = `|storage, i| ${sv.constName}.remove(storage, ${elementKey(path, "i")})`;
    const store = `store_keyed_elements(${fl.storage()}, ${old}, ${slice}, ${save}, ${remove})?`;
    const lines = [`let ${old} = ${lengthOp(fl, sv, path, "may_load")};`];
    // `delete m[k]` leaves no entry for the key, as an array never pushed to has none
    if (values === null) return [...lines, `${store};`, `${lengthOp(fl, sv, path, "remove")};`];
    const length = fl.fresh(sv.lengthItem!.storageKey.replace(/__/, "_"));
    return [
      ...lines,
      `let ${length} = ${store};`,
      `${lengthOp(fl, sv, path, "save", `&${length}`)}?;`,
    ];
  }
  fl.unit.helpers.add("store_elements");
  return [
    `store_elements(${fl.storage()}, &${sv.constName}, &${sv.lengthItem!.constName}, ${slice})?;`,
  ];
}

/**
 * A long fixed-size array (ADR 0245) has no stored length: reading, replacing or deleting all its
 * elements would touch each of them, which the EVM's sparse storage never does.
 */
function refuseWholeLongArray(sv: StateVar) {
  if (sv.lengthItem) return;
  throw new Unsupported(
    "SOL2CW-E013",
    null,
    `reading, copying, replacing or deleting the whole of \`${sv.node.name}\`, a fixed-size array of more than ${LARGE_FIXED_ARRAY_LENGTH} elements kept element by element`,
  );
}

/** The map key of one element: the path's mapping keys, if any, then the index bytes. */
function elementKey(path: Path, index: string): string {
  const keys = path.steps.flatMap((s) => (s.k === "key" ? [s.code] : []));
  return keys.length === 0 ? index : `(${[...keys, index].join(", ")})`;
}
