import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import type { Path } from "./storage-path.ts";
import { lengthOp } from "./stored-length.ts";

// Arrays of mappings (ADR 0209): their entries live in one map keyed by the element's index first;
// a dynamic one keeps its length in an `Item<u64>`. `push` and `pop` change only the length, and
// `delete` sets it to zero: the EVM never clears a mapping, so an element pushed again sees the
// entries it had.

/**
 * The array kept element by element a place is as a whole (`a` in `a.push()`, `a.length`; `m[k]`
 * for the arrays of a mapping, ADR 0221), or null.
 */
export function mappingArrayOf(path: Path | null): StateVar | null {
  if (!path || !("sv" in path.root)) return null;
  const elements = path.root.sv.elements;
  return elements && path.steps.length === elements.mappingKeys ? path.root.sv : null;
}

/** `a.length` as a `Uint256`. */
export function mappingArrayLength(fl: LoweringContext, sv: StateVar, path: Path): string {
  if (!sv.lengthItem) return `Uint256::from(${sv.elements!.length}u64)`;
  return `Uint256::from(${lengthOp(fl, sv, path, "may_load")})`;
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
  const item = sv.lengthItem;
  if (!item) return { lines: [] };
  if (change === "delete") return { lines: [`${lengthOp(fl, sv, path, "remove")};`] };
  const current = lengthOp(fl, sv, path, "may_load");
  const length = fl.fresh(item.storageKey.replace(/__/, "_"));
  if (change === "pop") {
    fl.unit.usePanic(0x31);
    return {
      lines: [
        `let ${length} = ${current}.checked_sub(1).ok_or(ContractError::Panic { code: 0x31 })?;`,
        `${lengthOp(fl, sv, path, "save", `&${length}`)}?;`,
      ],
      length,
    };
  }
  return {
    lines: [
      `let ${length} = ${current};`,
      `${lengthOp(fl, sv, path, "save", `&(${length} + 1)`)}?;`,
    ],
    pushedIndex: `Uint256::from(${length})`,
    length,
  };
}
