import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import { keyCode } from "./path-keys.ts";
import type { Path } from "./storage-path.ts";

/**
 * The `LENGTH` accessor call for the dynamic array `sv` at `path`: `op(storage)` for one array,
 * `op(storage, keys)` for the arrays of a mapping (ADR 0221), keyed by the path's mapping keys.
 */
export function lengthOp(
  fl: LoweringContext,
  sv: StateVar,
  path: Path,
  op: "may_load" | "save" | "remove",
  value?: string,
): string {
  const item = sv.lengthItem!;
  const args = [fl.storage()];
  if (item.keys.length > 0)
    args.push(keyCode(fl, { ...path, steps: path.steps.slice(0, item.keys.length) }));
  if (value !== undefined) args.push(value);
  const call = `${item.constName}.${op}(${args.join(", ")})`;
  return op === "may_load" ? `${call}?.unwrap_or_default()` : call;
}
