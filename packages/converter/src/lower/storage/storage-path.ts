import type { SolType } from "../../model/sol-type.ts";
import type { StateVar } from "../state-var.ts";

/** One step from a stored (or local) value towards a place inside it. */
export type Step =
  | { k: "key"; code: string; type: SolType; raw: string; simple: boolean }
  | { k: "index"; code: string; raw: string; simple: boolean }
  | { k: "field"; name: string };

/**
 * A place: a state variable, a local, or one of two places chosen by a condition (`S storage s =
 * c ? a : b`), and the keys, indexes and fields leading into it.
 */
export interface Path {
  root: { sv: StateVar } | { local: string; type: SolType } | { choice: PathChoice };
  steps: Step[];
  type: SolType;
}

/** `cond ? a : b` between two storage places of the same type; `cond` is a Rust `bool` local. */
export interface PathChoice {
  cond: string;
  a: Path;
  b: Path;
}

/** The two places a chosen path denotes, with the path's own steps appended to each. */
export function choiceBranches(path: Path): { cond: string; a: Path; b: Path } | null {
  if (!("choice" in path.root)) return null;
  const { cond, a, b } = path.root.choice;
  const extend = (p: Path): Path => ({ ...p, steps: [...p.steps, ...path.steps], type: path.type });
  return { cond, a: extend(a), b: extend(b) };
}

/** What a function returning a storage pointer returns: the keys of a place in `sv`. */
export interface StorageReturn {
  sv: StateVar;
  steps: ({ k: "key"; type: SolType } | { k: "index" })[];
  type: SolType;
}
