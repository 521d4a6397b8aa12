import {
  type AbiEntry,
  type AbiParam,
  arrayInfo,
  type CallStep,
  type ContractInterfaceResponse,
  entrySignature,
  fixedBytesSize,
  integerInfo,
  isBalanceStep,
  isReadOnly,
  RESERVED_REFS,
  type Scenario,
  type ScenarioIssue,
  type ScenarioValue,
  type Step,
} from "@contract-platform/api";

export const DEFAULT_ACTORS = ["alice", "bob", "carol"];

/** A value of the right shape for a parameter: zeros, false, empty, the first actor for addresses. */
export function defaultValue(param: AbiParam, actors: readonly string[]): ScenarioValue {
  const arr = arrayInfo(param);
  if (arr) {
    return arr.length === undefined
      ? []
      : Array.from({ length: arr.length }, () => defaultValue(arr.elem, actors));
  }
  if (param.type === "tuple") return (param.components ?? []).map((c) => defaultValue(c, actors));
  if (param.type === "bool") return false;
  if (param.type === "address") return `@${actors[0] ?? "zero"}`;
  if (param.type === "string") return "";
  if (param.type === "bytes") return "0x";
  const size = fixedBytesSize(param.type);
  if (size !== null) return `0x${"00".repeat(size)}`;
  if (integerInfo(param.type)) return "0";
  return "";
}

/** A new scenario for the contract: three actors, the main contract deployed by the first. */
export function newScenarioDraft(iface: ContractInterfaceResponse): Scenario {
  const main = iface.contracts.find((c) => c.name === iface.mainContract);
  const ctor = main?.abi.find((e) => e.type === "constructor");
  const actors = [...DEFAULT_ACTORS];
  return {
    contract: iface.mainContract ?? main?.name ?? "",
    file: iface.fileName,
    actors,
    predeploy: [],
    deploy: {
      from: actors[0],
      args: (ctor?.inputs ?? []).map((p) => defaultValue(p, actors)),
      value: "0",
      timeDelta: 0,
    },
    steps: [],
  };
}

/** A call of `entry` by `from` with default arguments, expected to succeed. */
export function newCallStep(entry: AbiEntry, from: string, actors: readonly string[]): CallStep {
  const call =
    entry.type === "receive"
      ? "receive()"
      : entry.type === "fallback"
        ? "fallback()"
        : entrySignature(entry);
  return {
    from,
    call,
    args: entry.type === "function" ? (entry.inputs ?? []).map((p) => defaultValue(p, actors)) : [],
    value: "0",
    timeDelta: 0,
    expect: { ok: true },
  };
}

/** The function entries a step may call on a contract, state-changing ones first, then views. */
export function callableEntries(abi: readonly AbiEntry[]): AbiEntry[] {
  const callable = abi.filter(
    (e) => e.type === "function" || e.type === "receive" || e.type === "fallback",
  );
  const writes = callable.filter((e) => !isReadOnly(e));
  const reads = callable.filter((e) => isReadOnly(e));
  const bySignature = (a: AbiEntry, b: AbiEntry) => signatureOf(a).localeCompare(signatureOf(b));
  return [...writes.sort(bySignature), ...reads.sort(bySignature)];
}

/** The `call` string of an entry (receive()/fallback() for the pseudo-calls). */
export function signatureOf(entry: AbiEntry): string {
  if (entry.type === "receive") return "receive()";
  if (entry.type === "fallback") return "fallback()";
  return entrySignature(entry);
}

/** The contract a call step goes to: its `contract`, the predeploy or alias behind `to`, else the main one. */
export function targetContractOf(scenario: Scenario, index: number): string | undefined {
  const step = scenario.steps[index];
  if (!step || isBalanceStep(step)) return undefined;
  if (step.contract) return step.contract;
  const to = step.to?.slice(1);
  if (to === undefined || to === "contract") return scenario.contract;
  const predeploy = scenario.predeploy.find((p) => p.id === to);
  if (predeploy) return predeploy.contract;
  for (const earlier of scenario.steps.slice(0, index)) {
    if (!isBalanceStep(earlier) && earlier.bind?.includes(to)) return earlier.bindContract;
  }
  return undefined;
}

/** `@names` a value in step `index` may use: actors, `@contract`, `@zero`, predeploys, earlier aliases. */
export function refsBefore(scenario: Scenario, index: number): string[] {
  const refs = [...scenario.actors, ...RESERVED_REFS, ...scenario.predeploy.map((p) => p.id)];
  for (const step of scenario.steps.slice(0, Math.max(0, index))) {
    if (!isBalanceStep(step)) refs.push(...(step.bind ?? []));
  }
  return [...new Set(refs)];
}

/** Contracts a step may be sent to: `@contract`, predeploys and aliases bound earlier. */
export function targetsBefore(scenario: Scenario, index: number): string[] {
  const targets = ["contract", ...scenario.predeploy.map((p) => p.id)];
  for (const step of scenario.steps.slice(0, Math.max(0, index))) {
    if (!isBalanceStep(step)) targets.push(...(step.bind ?? []));
  }
  return [...new Set(targets)];
}

/** Issues whose path starts with `prefix` (a step's, an argument's ...). */
export function issuesUnder(issues: readonly ScenarioIssue[], prefix: (string | number)[]) {
  return issues.filter((issue) => prefix.every((part, i) => issue.path[i] === part));
}

/** Moves the step at `from` to `to`, returning a new list. */
export function moveStep(steps: readonly Step[], from: number, to: number): Step[] {
  if (to < 0 || to >= steps.length || from === to) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Renames an actor everywhere it is used (`from` fields and `@name` references). */
export function renameActor(scenario: Scenario, from: string, to: string): Scenario {
  const swap = (value: unknown, key?: string): unknown => {
    if (key === "from" && value === from) return to;
    if (value === `@${from}`) return `@${to}`;
    if (Array.isArray(value)) return value.map((v) => swap(v));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v, k)]));
    }
    return value;
  };
  const renamed = swap(scenario) as Scenario;
  return { ...renamed, actors: scenario.actors.map((a) => (a === from ? to : a)) };
}

/** Whether the expectations go beyond "it succeeds" (returns, events or a revert reason). */
export function hasRecordedExpectations(step: Step): boolean {
  const { expect } = step;
  return (
    expect.returns !== undefined ||
    expect.events !== undefined ||
    expect.revert !== undefined ||
    expect.ok === false
  );
}
