import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import type { Path } from "./storage-path.ts";
import { lengthOp } from "./stored-length.ts";

// Arrays of mappings (ADR 0209): their entries live in one map keyed by the element's index first;
// a dynamic one keeps its length in an `Item<u64>`. `push` and `pop` change only the length, and
// `delete` sets it to zero: the EVM never clears a mapping, so an element pushed again sees the
// entries it had. A dynamic array of dynamic arrays of mappings (ADR 0229) keeps the outer length
// in an `Item<u64>` of its own and the inner lengths keyed by the outer index.

/**
 * The array kept element by element a place is as a whole (`a` in `a.push()`, `a.length`; `m[k]`
 * for the arrays of a mapping, ADR 0221), or null.
 */
export function mappingArrayOf(path: Path | null): StateVar | null {
  if (!path || !("sv" in path.root)) return null;
  const sv = path.root.sv;
  if (isOuterArray(sv, path)) return sv;
  return sv.elements && path.steps.length === sv.elements.mappingKeys ? sv : null;
}

/** Whether `path` is the outer array of `mapping(K => V)[][] a` itself (ADR 0229). */
function isOuterArray(sv: StateVar, path: Path): boolean {
  return !!sv.outerArray && path.steps.length === 0;
}

/** The `op` call on the length of the array of mappings `sv` at `path`. */
export function mappingArrayLengthOp(
  fl: LoweringContext,
  sv: StateVar,
  path: Path,
  op: "may_load" | "save" | "remove",
  value?: string,
): string {
  if (!isOuterArray(sv, path)) return lengthOp(fl, sv, path, op, value);
  const args = value === undefined ? fl.storage() : `${fl.storage()}, ${value}`;
  const call = `${sv.outerArray!.constName}.${op}(${args})`;
  return op === "may_load" ? `${call}?.unwrap_or_default()` : call;
}

/** Whether the array of mappings `sv` at `path` has a fixed length. */
function hasFixedLength(sv: StateVar, path: Path): boolean {
  return !sv.lengthItem && !isOuterArray(sv, path);
}

/** `a.length` as a `Uint256`. */
export function mappingArrayLength(fl: LoweringContext, sv: StateVar, path: Path): string {
  if (hasFixedLength(sv, path)) return `Uint256::from(${sv.elements!.length}u64)`;
  return `Uint256::from(${mappingArrayLengthOp(fl, sv, path, "may_load")})`;
}

/**
 * `a.push()`, `a.pop()` (`Panic(0x31)` when empty) or `delete a` on a dynamic array of mappings;
 * `delete` of a fixed-size one changes nothing. Returns the statements and, for `push`, the Rust
 * local holding the new element's index; `length` is the Rust local holding the old length (push)
 * or the new one (pop).
 */
export function changeMappingArrayLength(
  fl: LoweringContext,
  sv: StateVar,
  path: Path,
  change: "push" | "pop" | "delete",
): { lines: string[]; pushedIndex?: string; length?: string } {
  if (hasFixedLength(sv, path)) return { lines: [] };
  const op = (o: "may_load" | "save" | "remove", value?: string) =>
    mappingArrayLengthOp(fl, sv, path, o, value);
  if (change === "delete") return { lines: [`${op("remove")};`] };
  const outer = isOuterArray(sv, path);
  const item = outer ? sv.outerArray! : sv.lengthItem!;
  const length = fl.fresh(item.storageKey.replace(/__/, "_"));
  if (change === "pop") {
    fl.unit.usePanic(0x31);
    return {
      lines: [
        `let ${length} = ${op("may_load")}.checked_sub(1).ok_or(ContractError::Panic { code: 0x31 })?;`,
        `${op("save", `&${length}`)}?;`,
      ],
      length,
    };
  }
  // the EVM clears a popped or deleted inner array's length; here the outer `pop` and `delete`
  // leave it and `push` clears it, since an element past the outer length cannot be reached
  const cleared = outer
    ? [
        `${sv.lengthItem!.constName}.remove(${fl.storage()}, Uint256::from(${length}).to_be_bytes().as_slice());`,
      ]
    : [];
  return {
    lines: [
      `let ${length} = ${op("may_load")};`,
      `${op("save", `&(${length} + 1)`)}?;`,
      ...cleared,
    ],
    pushedIndex: `Uint256::from(${length})`,
    length,
  };
}
