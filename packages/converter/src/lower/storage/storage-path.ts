import type { SolType } from "../../model/sol-type.ts";
import type { StateVar } from "../state-var.ts";

/** One step from a stored (or local) value towards a place inside it. */
export type Step =
  | { k: "key"; code: string; type: SolType; raw: string; simple: boolean }
  | { k: "index"; code: string; raw: string; simple: boolean }
  | { k: "field"; name: string };

/** A place: a state variable or a local, and the keys, indexes and fields leading into it. */
export interface Path {
  root: { sv: StateVar } | { local: string; type: SolType };
  steps: Step[];
  type: SolType;
}

/** What a function returning a storage pointer returns: the keys of a place in `sv`. */
export interface StorageReturn {
  sv: StateVar;
  steps: ({ k: "key"; type: SolType } | { k: "index" })[];
  type: SolType;
}
