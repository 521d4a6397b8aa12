import { defaultValue, hasSolDefault } from "../../emit/rust-types.ts";
import { contractResult } from "../expressions/contract-result.ts";
import { type Expr, owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import { UNPLACED_MAPPING, Unsupported } from "../unsupported.ts";
import { keyCode, stabilize } from "./path-keys.ts";
import { choiceBranches, type Path, type Step } from "./storage-path.ts";
import { loadElements, storeElements } from "./stored-elements.ts";

// Reading, writing and modifying a place in storage (`Item` / `Map` load, modify, save).

/** Replaces a whole stored value (an `Item`, or one `Map` entry). */
export function storeWhole(fl: LoweringContext, path: Path, v: Expr): string[] {
  path = stabilize(fl, path);
  if (!("sv" in path.root)) throw new Unsupported("SOL2CW-E013", null, "storeWhole on a local");
  const sv = path.root.sv;
  const out: string[] = [];
  const whole = wholeStoredArray(path);
  if (whole) {
    const place = /^([a-z_][\w.]*)(\.clone\(\))?$/.exec(wrap(v, P.UNARY));
    if (place) return storeElements(fl, whole, path, place[1]);
    const values = fl.fresh(sv.storageKey.replace(/__+/g, "_"));
    return [`let ${values} = ${owned(v)};`, ...storeElements(fl, whole, path, values)];
  }
  let code = wrap(v, P.UNARY);
  const cloned = /^([a-z_][\w.]*)\.clone\(\)$/.exec(code);
  if (cloned) code = cloned[1];
  if (/\bdeps\b/.test(code) || code.includes("?")) {
    // compute first: the value may read storage, which `save` borrows mutably
    const tmp = fl.fresh(sv.storageKey.replace(/__+/g, "_"));
    out.push(`let ${tmp} = ${v.code};`);
    code = tmp;
  }
  const store =
    sv.kind === "map"
      ? `${mapOp(sv, "save")}(${fl.storage()}, ${keyCode(fl, path)}, &${code})?;`
      : `${sv.constName}.save(${fl.storage()}, &${code})?;`;
  out.push(store);
  return out;
}

/**
 * Runs `mutation` on a Rust place for `path`: directly for locals, through a load-modify-save
 * for storage (a plain store when the whole value is replaced).
 */
export function mutate(
  fl: LoweringContext,
  path: Path,
  mutation: (place: { code: string; isRef: boolean }) => string[],
): string[] {
  path = stabilize(fl, path);
  if ("local" in path.root) {
    const place = placeOf(fl, path.root.local, path.steps);
    return mutation(place);
  }
  if ("choice" in path.root) {
    const choice = choiceBranches(path)!;
    return branches(
      fl,
      choice.cond,
      () => mutate(fl, choice.a, mutation),
      () => mutate(fl, choice.b, mutation),
    );
  }
  const sv = path.root.sv;
  const whole = wholeStoredArray(path);
  if (whole) {
    // the whole array changed in a way no single element operation expresses
    const values = fl.fresh(sv.storageKey.replace(/__+/g, "_"));
    return [
      `let mut ${values} = ${loadElements(fl, whole, path)};`,
      ...mutation({ code: values, isRef: false }),
      ...storeElements(fl, whole, path, values),
    ];
  }
  const keyCount = sv.keys.length;
  const nav = path.steps.slice(keyCount);
  const name = fl.fresh(sv.storageKey.replace(/__+/g, "_"));
  const out = [
    `let mut ${name} = ${readPath(fl, { ...path, steps: path.steps.slice(0, keyCount) }).code};`,
  ];
  out.push(...mutation(placeOf(fl, name, nav)));
  const store =
    sv.kind === "map"
      ? `${mapOp(sv, "save")}(${fl.storage()}, ${keyCode(fl, path)}, &${name})?;`
      : `${sv.constName}.save(${fl.storage()}, &${name})?;`;
  out.push(store);
  return out;
}

function placeOf(
  fl: LoweringContext,
  root: string,
  steps: Step[],
): { code: string; isRef: boolean } {
  let code = root;
  // a memory parameter passed by reference is already a `&mut T`
  let isRef = fl.memoryRefNames.has(root);
  for (const s of steps) {
    if (s.k === "field") {
      code = `${code}.${s.name}`;
      isRef = false;
    } else if (s.k === "index") {
      fl.unit.helpers.add("at_mut");
      code = `at_mut(${isRef ? code : `&mut ${code}`}, ${s.code})?`;
      isRef = true;
    } else {
      throw new Unsupported("SOL2CW-E015", null, UNPLACED_MAPPING);
    }
  }
  return { code, isRef };
}

export function readPath(fl: LoweringContext, path: Path): Expr {
  let code: string;
  let steps = path.steps;
  if ("local" in path.root) {
    code = path.root.local;
    let owned = false;
    for (const s of steps) {
      if (s.k === "field") code = `${code}.${s.name}`;
      else if (s.k === "index") {
        fl.unit.helpers.add("at");
        code = contractResult(fl, `at(&${code}, ${s.code})?`);
        owned = true;
      }
    }
    return { code, prec: P.ATOM, owned, type: path.type };
  }
  if ("choice" in path.root) {
    const choice = choiceBranches(path)!;
    const a = readPath(fl, choice.a).code;
    const b = readPath(fl, choice.b).code;
    return {
      code: `if ${choice.cond} { ${a} } else { ${b} }`,
      prec: P.IF,
      owned: true,
      type: path.type,
    };
  }
  const sv = path.root.sv;
  const whole = wholeStoredArray(path);
  if (whole)
    return { code: loadElements(fl, whole, path), prec: P.ATOM, owned: true, type: path.type };
  if (sv.kind === "map") {
    const keys = steps.slice(0, sv.keys.length);
    if (keys.length < sv.keys.length)
      throw new Unsupported("SOL2CW-E015", sv.node, "a reference to a whole (sub-)mapping");
    const unwrap = hasSolDefault(sv.value)
      ? ".unwrap_or_default()"
      : `.unwrap_or_else(|| ${defaultValue(sv.value, (x) => fl.unit.enumFirst(x))})`;
    code = `${mapOp(sv, "may_load")}(${fl.storage()}, ${keyCode(fl, { ...path, steps: keys })})?${unwrap}`;
    steps = steps.slice(sv.keys.length);
  } else {
    code = `${sv.constName}.load(${fl.storage()})?`;
  }
  for (const s of steps) {
    if (s.k === "field") code = `${code}.${s.name}`;
    else if (s.k === "index") {
      fl.unit.helpers.add("at");
      code = contractResult(fl, `at(&${code}, ${s.code})?`);
    } else throw new Unsupported("SOL2CW-E015", null, UNPLACED_MAPPING);
  }
  return { code, prec: P.ATOM, owned: true, type: path.type };
}

/** Stores a whole value at a path (storage or local). */
export function writePath(fl: LoweringContext, path: Path, v: Expr): string[] {
  const choice = choiceBranches(path);
  if (choice)
    return branches(
      fl,
      choice.cond,
      () => writePath(fl, choice.a, v),
      () => writePath(fl, choice.b, v),
    );
  if (
    "sv" in path.root &&
    (path.steps.length === path.root.sv.keys.length || wholeStoredArray(path))
  )
    return storeWhole(fl, path, v);
  return mutate(fl, path, (place) => [
    place.isRef ? `*${place.code} = ${owned(v)};` : `${place.code} = ${owned(v)};`,
  ]);
}

/**
 * The array stored element by element (ADR 0220; of a mapping, ADR 0221) that `path` denotes as a
 * whole, or null.
 */
export function wholeStoredArray(path: Path): StateVar | null {
  if (!("sv" in path.root) || !path.root.sv.storedElements) return null;
  return path.steps.length === path.root.sv.elements!.mappingKeys ? path.root.sv : null;
}

/** `MAP.op` for a state map, or the location's accessor for a map reached through a reference. */
export function mapOp(sv: StateVar, op: "may_load" | "save" | "remove"): string {
  return sv.via ? `${sv.constName}.${op}_${sv.via}` : `${sv.constName}.${op}`;
}

/**
 * `if cond { A } else { B }` around the statements that act on each of two chosen places; what
 * each branch computes first (its prelude) stays inside it, so only the chosen one runs.
 */
export function branches(
  fl: LoweringContext,
  cond: string,
  a: () => string[],
  b: () => string[],
): string[] {
  const inside = (lower: () => string[]) => {
    fl.prelude.push([]);
    let lines: string[];
    try {
      lines = lower();
    } catch (err) {
      fl.prelude.pop();
      throw err;
    }
    const pre = fl.prelude.pop()!;
    return [...pre, ...lines].map((l) => l.replace(/^/gm, "    "));
  };
  return [`if ${cond} {`, ...inside(a), "} else {", ...inside(b), "}"];
}
