import type { AstNode } from "../frontend/ast.ts";
import type { SolType } from "../model/sol-type.ts";

/** A state variable as stored: an `Item`, a `Map` (mappings, keys outermost first) or a constant. */
export interface StateVar {
  node: AstNode;
  type: SolType;
  constName: string;
  storageKey: string;
  kind: "item" | "map" | "constant";
  /** Mapping key types, outermost first (maps only). */
  keys: SolType[];
  /** The stored value type (after the mapping keys). */
  value: SolType;
  /** A mapping member of a stored struct, kept in a map of its own. */
  memberOf?: { parent: StateVar; member: string };
  /**
   * A mapping member reached through a storage reference parameter: `constName` is then the
   * location value (`<S>Ref`) and its accessors are `may_load_<via>`, `save_<via>`, `remove_<via>`.
   */
  via?: string;
  /**
   * A mapping parameter: `constName` is then the location value (`<Key>To<Value>Ref`, ADR 0208)
   * and its accessors are `may_load`, `save`, `remove`.
   */
  mappingRef?: boolean;
  /** With `mappingRef`: `constName` holds the location value itself, not a reference to it. */
  ownedLocation?: boolean;
  /**
   * An array of mappings (`mapping(K => V)[n]` or `[]`, ADR 0209): the map's first key is the
   * element's index, checked against `length` (fixed) or the stored length (dynamic). An array
   * that is a mapping's value (ADR 0221) has `mappingKeys` mapping keys before the index.
   */
  elements?: { length: number | null; mappingKeys: number };
  /**
   * A struct's mapping member whose values are that struct (`mapping(K => S) m` inside `S`, ADR
   * 0210): its last key is the path of `K` keys from the stored struct to the node, so
   * `s.m[a].m[b]` is the entry at the path `a, b`.
   */
  recursive?: { member: string; key: SolType };
  /**
   * A dynamic array of single values kept as its length and one map entry per element (ADR
   * 0220): `pop` and `delete` remove the entries, and the whole array is read and written
   * element by element.
   */
  storedElements?: true;
  /**
   * The `Item<u64>` holding a dynamic array's length (of mappings, or `storedElements`); for the
   * arrays of a mapping, a `Map<keys, u64>` holding each one's length.
   */
  lengthItem?: { constName: string; storageKey: string; keys: SolType[] };
  /**
   * A dynamic array of dynamic arrays of mappings (`mapping(K => V)[][]`, ADR 0229): the
   * `Item<u64>` holding the outer length. The outer index is the first key (of the entries and of
   * `lengthItem`, the inner arrays' lengths) and `elements` describes the inner arrays.
   */
  outerArray?: { constName: string; storageKey: string };
}
