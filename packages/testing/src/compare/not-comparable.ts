import type {
  Expectation,
  Observation,
  ObservedEvent,
  ScenarioValue,
} from "@contract-platform/converter/scenario";
import { firstDifference, show } from "./first-difference.ts";

/** A value the scenario marks `"*"` whose two sides differ: shown, not counted as a difference. */
export interface NotComparable {
  /** Where, in the words of a diff: `returns[0]`, `event 1 Queued args[1]`. */
  where: string;
  evm: ScenarioValue | undefined;
  cosmwasm: ScenarioValue | undefined;
}

/** Index paths at which a pattern holds `"*"`. */
function wildcardPaths(pattern: ScenarioValue | undefined, at: number[] = []): number[][] {
  if (pattern === "*") return [at];
  if (!Array.isArray(pattern)) return [];
  return pattern.flatMap((p, i) => wildcardPaths(p, [...at, i]));
}

function valueAt(value: ScenarioValue | undefined, path: number[]): ScenarioValue | undefined {
  let current = value;
  for (const i of path) current = Array.isArray(current) ? current[i] : undefined;
  return current;
}

const pathText = (path: number[]) => path.map((i) => `[${i}]`).join("");

/** The `occurrence`-th event called `name`, with its position in the list. */
function nthEvent(events: ObservedEvent[], name: string, occurrence: number) {
  let seen = 0;
  for (const [position, event] of events.entries()) {
    if (event.name !== name) continue;
    if (seen === occurrence) return { position, event };
    seen++;
  }
  return undefined;
}

/**
 * The positions a step's own expectation marks `"*"` (returns, event arguments; events by name and
 * occurrence, as `applyWildcards` masks them) at which the EVM and CosmWasm hold different values.
 * Such values cannot carry over between chains (hashes over addresses, block randomness), so the
 * comparison leaves them out; listing them lets the user see what was not compared.
 * `cosmwasmArg` turns a CosmWasm event argument into what the EVM shows (an indexed dynamic
 * argument's hash).
 */
export function notComparable(
  evm: Observation,
  cosmwasm: Observation,
  expect: Expectation | undefined,
  cosmwasmArg: (event: ObservedEvent, position: number, value: ScenarioValue) => ScenarioValue = (
    _e,
    _p,
    value,
  ) => value,
): NotComparable[] {
  if (!expect || !evm.ok || !cosmwasm.ok) return [];
  const found: NotComparable[] = [];
  const add = (where: string, e: ScenarioValue | undefined, c: ScenarioValue | undefined) => {
    if (firstDifference(e, c, where)) found.push({ where, evm: e, cosmwasm: c });
  };
  if (expect.returns) {
    for (const path of wildcardPaths(expect.returns)) {
      add(`returns${pathText(path)}`, valueAt(evm.returns, path), valueAt(cosmwasm.returns, path));
    }
  }
  const occurrences = new Map<string, number>();
  for (const expected of expect.events ?? []) {
    const occurrence = occurrences.get(expected.name) ?? 0;
    occurrences.set(expected.name, occurrence + 1);
    const e = nthEvent(evm.events, expected.name, occurrence);
    const c = nthEvent(cosmwasm.events, expected.name, occurrence);
    if (!e || !c) continue;
    for (const path of wildcardPaths(expected.args)) {
      const [position, ...rest] = path;
      const arg = c.event.args[position];
      const shown =
        rest.length === 0 && arg !== undefined ? cosmwasmArg(e.event, position, arg) : arg;
      add(
        `event ${c.position + 1} ${expected.name} args${pathText(path)}`,
        valueAt(e.event.args, path),
        valueAt(shown, rest),
      );
    }
  }
  return found;
}

/** The note an equal step carries for its values that were not compared. */
export function notComparableText(values: NotComparable[], warnings: string[]): string {
  const where = values
    .map((v) => `${v.where} (EVM ${show(v.evm)}, CosmWasm ${show(v.cosmwasm)})`)
    .join("; ");
  const why = warnings.length > 0 ? `; the converter warned: ${warnings.join("; ")}` : "";
  return `not comparable: ${where}: the scenario marks it "*", a value that cannot carry over between chains${why}`;
}
