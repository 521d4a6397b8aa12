import {
  type CallStep,
  type Expectation,
  isBalanceStep,
  type Scenario,
  type ScenarioValue,
} from "../scenario/index.ts";
import type { ContractReport, FunctionReport } from "./conversion-report.ts";
import {
  type EncodeContext,
  encodeAttributeValue,
  encodeMessageValue,
  type RunnerJson,
} from "./encode-value.ts";
import { findFunction, findSpecial } from "./find-function.ts";
import type { ReportIndex } from "./report-index.ts";
import { ScenarioTestError } from "./scenario-test-error.ts";

type JsonObject = { [k: string]: RunnerJson };

/** The scenario mapped onto the crate's JSON contract, as the generated runner reads it. */
export interface ScenarioData {
  /** The contracts whose code the test stores, in order (the main one among them). */
  codes: ContractReport[];
  data: JsonObject;
  /** Per entry of `data.steps`: which contract and function it calls, to read its results back. */
  meta: StepMeta[];
}

/** What a runner step calls, for decoding its answer into the scenario encoding. */
export interface StepMeta {
  kind: "predeploy" | "deploy" | "step";
  /** Position within its kind, as the EVM runner counts. */
  index: number;
  /** The contract called or deployed (absent for balance steps and transfers to accounts). */
  section?: ContractReport;
  /** The function called (absent for deploys, balance steps and a missing receive/fallback). */
  fn?: FunctionReport;
}

interface Deployment {
  from: string;
  args: ScenarioValue[];
  value: string;
  timeDelta: number;
  expect?: Expectation;
}

/** Builds the runner's data; throws ScenarioTestError for anything conversion.json cannot map. */
export function buildScenarioData(
  scenario: Scenario,
  main: ContractReport,
  index: ReportIndex,
): ScenarioData {
  /** `@name` → the interface of the contract it names (null for actors). */
  const known = new Map<string, ContractReport | null>();
  for (const actor of scenario.actors) known.set(actor, null);
  const codes: ContractReport[] = [];
  const useCode = (section: ContractReport) => {
    if (!codes.includes(section)) codes.push(section);
  };
  const sectionOf = (contract: string, where: string): ContractReport => {
    const section = index.section(contract);
    if (!section)
      throw new ScenarioTestError(`${where}: contract '${contract}' is not in conversion.json`);
    return section;
  };
  const context = (section: ContractReport, where: string): EncodeContext => ({
    index,
    section,
    where,
    isKnown: (name) => known.has(name),
  });

  const steps: RunnerJson[] = [];
  const meta: StepMeta[] = [];
  const deployStep = (label: string, id: string, section: ContractReport, d: Deployment) => {
    const ctor = section.functions.find((f) => f.kind === "instantiate");
    const params = ctor?.params ?? [];
    if (d.args.length !== params.length) {
      throw new ScenarioTestError(
        `${label}: ${section.source.contract}'s constructor takes ${params.length} arguments, got ${d.args.length}`,
      );
    }
    const msg: JsonObject = {};
    params.forEach((p, i) => {
      msg[p.field] = encodeMessageValue(
        d.args[i],
        p.type,
        p.json,
        context(section, `${label}: argument ${i + 1}`),
      );
    });
    for (const code of ctor?.code_ids ?? []) {
      useCode(sectionOf(code.contract, label));
      msg[code.field] = `@code:${code.contract}`;
    }
    useCode(section);
    const step: JsonObject = {
      label,
      ...timeDelta(d.timeDelta),
      from: `@${d.from}`,
      deploy: section.source.contract,
    };
    step.id = `@${id}`;
    step.msg = msg;
    Object.assign(step, funds(d.value));
    step.expect = expectation(d.expect ?? { ok: true }, undefined, section, label, context);
    steps.push(step);
  };

  scenario.predeploy.forEach((p, i) => {
    meta.push({ kind: "predeploy", index: i, section: sectionOf(p.contract, `predeploy ${p.id}`) });
    const label = `predeploy ${p.id}: ${p.contract} from ${p.from}`;
    deployStep(label, p.id, sectionOf(p.contract, label), p);
    known.set(p.id, index.section(p.contract) ?? null);
  });
  meta.push({ kind: "deploy", index: 0, section: main });
  deployStep(
    `deploy: ${main.source.contract} from ${scenario.deploy.from}`,
    "contract",
    main,
    scenario.deploy,
  );
  known.set("contract", main);

  scenario.steps.forEach((s, i) => {
    const n = i + 1;
    if (isBalanceStep(s)) {
      const label = `step ${n}: balance of ${s.balance}`;
      const account = s.balance.slice(1);
      if (!known.has(account))
        throw new ScenarioTestError(`${label}: unknown reference ${s.balance}`);
      const expect: JsonObject = { ok: s.expect.ok };
      if (s.expect.ok && s.expect.returns !== undefined) {
        expect.returns = encodeMessageValue(
          s.expect.returns[0],
          "uint256",
          "decimal_string",
          context(main, label),
        );
      }
      steps.push({ label, ...timeDelta(s.timeDelta), balance: s.balance, expect });
      meta.push({ kind: "step", index: i });
      return;
    }
    const current: StepMeta = { kind: "step", index: i };
    meta.push(current);
    steps.push(callStep(s, n, current));
  });

  function callStep(s: CallStep, n: number, current: StepMeta): JsonObject {
    const target = s.to ?? "@contract";
    let label = `step ${n}: ${s.from} ${s.call}`;
    if (s.to !== undefined && s.to !== "@contract") label += ` on ${s.to}`;
    const targetName = target.slice(1);
    if (!known.has(targetName))
      throw new ScenarioTestError(`${label}: unknown reference ${target}`);
    const head: JsonObject = { label, ...timeDelta(s.timeDelta), from: `@${s.from}`, to: target };
    let section = known.get(targetName) ?? null;
    if (s.contract !== undefined) section = sectionOf(s.contract, label);
    if (section === null && !scenario.actors.includes(targetName)) {
      throw new ScenarioTestError(
        `${label}: the contract type of ${target} is unknown; give the step a 'contract' (or the binding step a 'bindContract')`,
      );
    }
    if (section === null) {
      if (s.call !== "receive()") {
        throw new ScenarioTestError(
          `${label}: ${target} is an actor; only receive() can be sent to it`,
        );
      }
      delete head.to;
      return {
        ...head,
        send: target,
        ...funds(s.value),
        expect: expectation(s.expect, undefined, main, label, context),
      };
    }
    const f = resolveCall(section, s, label);
    current.section = section;
    current.fn = f.fn;
    const ctx = context(section, label);
    const fields: JsonObject = {};
    if (f.kind === "special") {
      Object.assign(fields, f.fields);
    } else {
      const explicit = f.fn.params.filter((p) => p.implicit === undefined);
      if (s.args.length !== explicit.length) {
        throw new ScenarioTestError(
          `${label}: takes ${explicit.length} arguments, got ${s.args.length}`,
        );
      }
      explicit.forEach((p, i) => {
        fields[p.field] = encodeMessageValue(s.args[i], p.type, p.json, {
          ...ctx,
          where: `${label}: argument ${i + 1}`,
        });
      });
      for (const p of f.fn.params) {
        if (p.implicit === "msg.sender") fields[p.field] = `@${s.from}`;
      }
    }
    const fn: FunctionReport | undefined = f.fn;
    // A view sent with value reverts on the EVM; as an execute of a query variant it fails here too.
    if (fn?.kind === "query" && s.value === "0") {
      const listed = fn.params.some((p) => p.implicit === "msg.sender");
      if (fn.reads_sender && !listed) fields[fn.sender_field ?? "sender"] = `@${s.from}`;
      head.query = { [f.variant]: fields };
    } else {
      head.execute = { [f.variant]: fields };
      Object.assign(head, funds(s.value));
    }
    // The runner binds the returned addresses before it checks returns and events, so that the
    // step's own expectations may name them.
    let bind: RunnerJson | undefined;
    if (s.bind !== undefined) {
      const given = s.bindContract !== undefined ? sectionOf(s.bindContract, label) : null;
      bind = s.bind.map((alias, pos) => {
        // Without bindContract, a return value typed `contract C` names the interface.
        const typed = /^contract (\S+)$/.exec(fn?.returns[pos]?.type ?? "")?.[1];
        const bound = given ?? (typed !== undefined ? (index.section(typed) ?? null) : null);
        if (bound) useCode(bound);
        known.set(alias, bound);
        return { alias: `@${alias}`, field: bindField(fn, pos, label) };
      });
    }
    head.expect = expectation(s.expect, fn, section, label, context, target);
    if (bind !== undefined) head.bind = bind;
    return head;
  }

  function resolveCall(
    section: ContractReport,
    s: CallStep,
    label: string,
  ):
    | { kind: "function"; fn: FunctionReport; variant: string }
    | { kind: "special"; fn: FunctionReport | undefined; variant: string; fields: JsonObject } {
    if (s.call === "receive()" || s.call === "fallback()") {
      const data = (s.data ?? "0x").slice(2).toLowerCase();
      const receive = findSpecial(section, "receive");
      const fallback = findSpecial(section, "fallback");
      // A plain transfer runs receive(), else fallback() with empty data; calldata runs fallback().
      if (s.call === "receive()" || data === "") {
        if (receive)
          return {
            kind: "special",
            fn: receive,
            variant: receive.variant ?? "receive",
            fields: {},
          };
        if (fallback) {
          return {
            kind: "special",
            fn: fallback,
            variant: fallback.variant ?? "fallback",
            fields: { data: "" },
          };
        }
        // No such entry point: the message is rejected, as the EVM reverts.
        return { kind: "special", fn: undefined, variant: "receive", fields: {} };
      }
      return {
        kind: "special",
        fn: fallback,
        variant: fallback?.variant ?? "fallback",
        fields: { data },
      };
    }
    const fn = findFunction(section, s.call, index);
    if (!fn || fn.variant === null) {
      throw new ScenarioTestError(
        `${label}: ${section.source.contract} has no function ${s.call} in conversion.json`,
      );
    }
    return { kind: "function", fn, variant: fn.variant };
  }

  return {
    codes,
    meta,
    data: {
      denom: main.native_denom,
      actors: scenario.actors,
      codes: codes.map((c) => c.source.contract),
      steps,
    },
  };
}

function timeDelta(delta: number): JsonObject {
  return delta === 0 ? {} : { time_delta: delta };
}

function funds(value: string): JsonObject {
  return value === "0" ? {} : { funds: value };
}

function bindField(fn: FunctionReport | undefined, pos: number, label: string): RunnerJson {
  if (fn?.response.shape === "object" && pos < fn.returns.length) {
    return fn.returns[pos].field ?? fn.returns[pos].name;
  }
  if (fn?.response.shape === "value" && pos === 0) return null;
  throw new ScenarioTestError(`${label}: bind position ${pos} is not a return value`);
}

function expectation(
  expect: Expectation,
  fn: FunctionReport | undefined,
  section: ContractReport,
  label: string,
  context: (section: ContractReport, where: string) => EncodeContext,
  target?: string,
): JsonObject {
  const out: JsonObject = { ok: expect.ok };
  if (!expect.ok) {
    const revert = expect.revert;
    if (typeof revert === "string") out.revert = revert;
    else if (revert !== undefined) {
      const where = `${label}: revert ${revert.error}`;
      const ctx = context(section, where);
      const decl = ctx.index.customError(revert.error, section);
      if (!decl) throw new ScenarioTestError(`${where}: custom error not in conversion.json`);
      const params = decl.params ?? [];
      if (params.length !== revert.args.length) {
        throw new ScenarioTestError(
          `${where}: takes ${params.length} arguments, got ${revert.args.length}`,
        );
      }
      const args: JsonObject = {};
      params.forEach((p, i) => {
        args[p.field] = encodeMessageValue(revert.args[i], p.type, p.json, ctx);
      });
      out.revert = { error: revert.error, args };
    }
    return out;
  }
  if (expect.returns !== undefined && fn !== undefined) {
    const ctx = context(section, `${label}: returns`);
    const want = expect.returns;
    const shape = fn.returns.length === 0 ? "none" : fn.response.shape;
    if (shape === "none") {
      if (want.length > 0)
        throw new ScenarioTestError(`${label}: returns ${want.length} values, the function none`);
    } else if (want.length !== fn.returns.length) {
      throw new ScenarioTestError(
        `${label}: returns ${want.length} values, the function ${fn.returns.length}`,
      );
    } else if (shape === "value") {
      out.returns = encodeMessageValue(want[0], fn.returns[0].type, fn.returns[0].json, ctx);
    } else {
      const obj: JsonObject = {};
      fn.returns.forEach((r, i) => {
        obj[r.field ?? (r.name || `ret${i}`)] = encodeMessageValue(want[i], r.type, r.json, ctx);
      });
      out.returns = obj;
    }
  }
  if (expect.events !== undefined) {
    out.events = expect.events.map((e, i) => {
      const where = `${label}: event ${i + 1} ${e.name}`;
      const ctx = context(section, where);
      const decl = ctx.index.event(e.name, e.args?.length, section);
      if (!decl) throw new ScenarioTestError(`${where}: event not in conversion.json`);
      const ev: JsonObject = { name: decl.event_type };
      if (e.emitter !== undefined) {
        if (e.emitter === "@zero")
          throw new ScenarioTestError(`${where}: the emitter cannot be @zero`);
        if (!ctx.isKnown(e.emitter.slice(1))) {
          throw new ScenarioTestError(`${where}: unknown reference ${e.emitter}`);
        }
        ev.emitter = e.emitter;
      }
      if (e.args !== undefined) {
        const args = e.args;
        ev.attrs = decl.params.map((p, j) => [
          p.attribute,
          encodeAttributeValue(args[j], p.type, p.json, ctx),
        ]);
      }
      return ev;
    });
    if (fn?.deferred_calls && target !== undefined) {
      out.events = callerEventsFirst(out.events as JsonObject[], fn, section, target);
    }
  }
  return out;
}

/**
 * Calls the converter turned into messages dispatched after the handler emit their events after
 * the caller's: the caller's events (by emitter, else by what the function may emit) come first,
 * each group in the scenario's order.
 */
function callerEventsFirst(
  events: JsonObject[],
  fn: FunctionReport,
  section: ContractReport,
  target: string,
): JsonObject[] {
  const own = (e: JsonObject) =>
    e.emitter !== undefined
      ? e.emitter === target
      : section.events.some((d) => d.event_type === e.name) &&
        (fn.emits.length === 0 ||
          fn.emits.some((name) =>
            section.events.some((d) => d.name === name && d.event_type === e.name),
          ));
  return [...events.filter(own), ...events.filter((e) => !own(e))];
}
