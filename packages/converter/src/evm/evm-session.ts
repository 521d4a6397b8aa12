import {
  type CallStep,
  type Expectation,
  type ExpectedEvent,
  type ExpectedRevert,
  formatValue,
  isBalanceStep,
  isWildcard,
  type LoadedScenario,
  type Observation,
  type ObservedEvent,
  parseSignature,
  type ScenarioValue,
  type Step,
  valuesMatch,
} from "../scenario/index.ts";
import { decodeParams, encodeIndexed, encodeParams } from "./abi-codec.ts";
import { type AbiIndex, buildAbiIndex } from "./abi-index.ts";
import { type AbiEntry, type AbiParam, entrySignature, isDynamic } from "./abi-types.ts";
import type { CompiledContract } from "./compile-solidity.ts";
import { type DecodedEvent, decodeLogs } from "./decode-logs.ts";
import { decodeRevert, revertForDisplay } from "./decode-revert.ts";
import { EvmWorld, type TxOutcome } from "./evm-world.ts";
import { bytesToHex, concatBytes, hexToBytes } from "./hex.ts";
import { keccak256, selectorOf } from "./keccak.ts";
import { canonicalExpected, toAbiValue, toScenarioValue } from "./scenario-abi.ts";

/** One predeploy, deploy or step on the EVM: what it did and how that matched `expect`. */
export interface EvmStepResult {
  kind: "predeploy" | "deploy" | "step";
  /** Position within its kind (steps: index into `steps`). */
  index: number;
  label: string;
  /** Whether the observation matched the step's expectation. */
  ok: boolean;
  /** "ok" or what differed, expected vs actual. */
  message: string;
  /** What happened, in the scenario value encoding; absent when the step could not run at all. */
  observation?: Observation;
}

export interface EvmSessionOptions {
  /** Observe the native balance of every named account and contract after each step (default true). */
  balances?: boolean;
  /**
   * Check each step against its `expect` (default true). Callers that only read observations
   * (fuzzing) turn it off: the check decodes and formats every failure a second time.
   */
  checkExpectations?: boolean;
}

const ZERO_ADDRESS = `0x${"0".repeat(40)}`;

/** A step's label, as runners and reports show it. */
export function stepLabel(step: Step, index: number): string {
  return isBalanceStep(step)
    ? `#${index} balance ${step.balance}`
    : `#${index} ${step.from} ${step.call}`;
}

/**
 * A scenario world on the EVM that runs one deploy or step at a time (scenario-format.md), with
 * checkpoints to go back to. `runScenarioOnEvm` drives it through a whole scenario; fuzzing drives
 * it step by step.
 */
export class EvmSession {
  readonly index: AbiIndex;
  private readonly contracts = new Map<string, CompiledContract>();
  /** Each contract's functions by signature, with their selectors (filled on first use). */
  private readonly functions = new Map<
    string,
    Map<string, { fn: AbiEntry; selector: Uint8Array }>
  >();
  /** `@name` → address for contracts and aliases (actors live in the world). */
  private refs = new Map<string, string>();
  /** Contract name behind each deployed address. */
  private types = new Map<string, string>();
  private names = new Map<string, string>();
  private readonly saved: {
    refs: Map<string, string>;
    types: Map<string, string>;
    names: Map<string, string>;
  }[] = [];

  private constructor(
    private readonly loaded: LoadedScenario,
    compiled: CompiledContract[],
    private readonly world: EvmWorld,
    private readonly options: EvmSessionOptions,
  ) {
    for (const c of compiled) if (!this.contracts.has(c.name)) this.contracts.set(c.name, c);
    this.index = buildAbiIndex(compiled);
    for (const actor of loaded.scenario.actors) {
      this.names.set(world.actorAddress(actor), `@${actor}`);
    }
  }

  /** A fresh world with the scenario's actors; `compiled` is every contract of its file. */
  static async open(
    loaded: LoadedScenario,
    compiled: CompiledContract[],
    options: EvmSessionOptions = {},
  ): Promise<EvmSession> {
    return new EvmSession(loaded, compiled, await EvmWorld.create(loaded.scenario.actors), options);
  }

  /** Whether the main contract is deployed (`@contract` resolves). */
  get deployed(): boolean {
    return this.refs.has("contract");
  }

  contract(name: string): CompiledContract {
    const c = this.contracts.get(name);
    if (!c) throw new Error(`contract '${name}' is not in ${this.loaded.scenario.file}`);
    return c;
  }

  readonly resolve = (ref: string): string => {
    const name = ref.startsWith("@") ? ref.slice(1) : ref;
    if (name === "zero") return ZERO_ADDRESS;
    const known = this.refs.get(name);
    if (known) return known;
    if (this.loaded.scenario.actors.includes(name)) return this.world.actorAddress(name);
    throw new Error(`unknown reference '${ref}'`);
  };

  readonly nameOf = (address: string): string | undefined =>
    address === ZERO_ADDRESS ? "@zero" : this.names.get(address);

  private register(ref: string, address: string, contract: string | undefined) {
    this.refs.set(ref, address);
    if (!this.names.has(address)) this.names.set(address, `@${ref}`);
    if (contract) this.types.set(address, contract);
  }

  /** Remembers the world (state, block, names); `revert()` goes back to it. */
  async checkpoint(): Promise<void> {
    await this.world.checkpoint();
    this.saved.push({
      refs: new Map(this.refs),
      types: new Map(this.types),
      names: new Map(this.names),
    });
  }

  async revert(): Promise<void> {
    await this.world.revert();
    const saved = this.saved.pop();
    if (!saved) throw new Error("revert without a checkpoint");
    this.refs = saved.refs;
    this.types = saved.types;
    this.names = saved.names;
  }

  async runPredeploy(i: number): Promise<EvmStepResult> {
    const p = this.loaded.scenario.predeploy[i];
    return this.guard("predeploy", i, `predeploy ${p.id} (${p.contract})`, () =>
      this.deploy(p.id, p.contract, p.from, p.args, p.value, p.timeDelta, p.expect),
    );
  }

  async runDeploy(): Promise<EvmStepResult> {
    const { scenario } = this.loaded;
    const d = scenario.deploy;
    return this.guard("deploy", 0, `deploy ${scenario.contract}`, () =>
      this.deploy("contract", scenario.contract, d.from, d.args, d.value, d.timeDelta, d.expect),
    );
  }

  /** Every predeploy, then the deploy. */
  async runSetup(): Promise<EvmStepResult[]> {
    const results: EvmStepResult[] = [];
    for (const i of this.loaded.scenario.predeploy.keys()) results.push(await this.runPredeploy(i));
    results.push(await this.runDeploy());
    return results;
  }

  /** One step (a call or a balance query), in a block of its own. */
  async runStep(step: Step, index: number): Promise<EvmStepResult> {
    const label = stepLabel(step, index);
    if (isBalanceStep(step)) {
      return this.guard("step", index, label, async () => {
        const balance = await this.world.balanceOf(this.resolve(step.balance), step.timeDelta);
        const observation: Observation = {
          ok: true,
          returns: [balance.toString()],
          events: [],
          ...(await this.balances()),
        };
        const problems: string[] = [];
        if (!step.expect.ok) problems.push("a balance query cannot fail");
        const returns = step.expect.returns;
        if (returns && !valuesMatch(returns, [balance.toString()])) {
          problems.push(`returns: expected ${formatValue(returns)}, got ["${balance}"]`);
        }
        return { problems, observation };
      });
    }
    return this.guard("step", index, label, () => this.call(step));
  }

  /**
   * What a view answers now, called by `from` at the current block, changing nothing (rules
   * between steps use it). Throws when the call cannot be encoded.
   */
  async view(opts: {
    from: string;
    call: string;
    args: ScenarioValue[];
    to?: string;
    contract?: string;
  }): Promise<Observation> {
    const to = this.resolve(opts.to ?? "@contract");
    const { fn, data } = this.encodeCall({ ...opts, to: opts.to }, to);
    const outcome = await this.world.callNow({ from: opts.from, to, data });
    return this.observe(outcome, fn);
  }

  private async guard(
    kind: EvmStepResult["kind"],
    index: number,
    label: string,
    body: () => Promise<{ problems: string[]; observation?: Observation }>,
  ): Promise<EvmStepResult> {
    try {
      const { problems, observation } = await body();
      return {
        kind,
        index,
        label,
        ok: problems.length === 0,
        message: problems.join("; ") || "ok",
        observation,
      };
    } catch (err) {
      return { kind, index, label, ok: false, message: (err as Error).message };
    }
  }

  private async deploy(
    ref: string,
    contractName: string,
    from: string,
    args: ScenarioValue[],
    value: string,
    timeDelta: number,
    expect: Expectation | undefined,
  ): Promise<{ problems: string[]; observation: Observation }> {
    const contract = this.contract(contractName);
    if (contract.bytecode === "0x") throw new Error(`${contractName} is abstract or an interface`);
    if (contract.needsLinking) throw new Error(`${contractName} needs linked libraries`);
    const ctor = contract.abi.find((e) => e.type === "constructor");
    const inputs = ctor?.inputs ?? [];
    const data = concatBytes(hexToBytes(contract.bytecode), this.encodeArgs(inputs, args));
    const outcome = await this.world.send({ from, data, value: BigInt(value), timeDelta });
    if (outcome.success && outcome.createdAddress) {
      this.register(ref, outcome.createdAddress, contractName);
    }
    const observation = await this.observe(outcome, undefined, true);
    return { problems: this.check(expect ?? { ok: true }, outcome, undefined), observation };
  }

  private encodeArgs(inputs: AbiParam[], args: ScenarioValue[]): Uint8Array {
    if (inputs.length !== args.length) {
      throw new Error(`expected ${inputs.length} arguments, got ${args.length}`);
    }
    return encodeParams(
      inputs,
      inputs.map((p, i) => toAbiValue(p, args[i], this.resolve)),
    );
  }

  private targetContract(
    step: { to?: string; contract?: string },
    address: string,
  ): CompiledContract {
    const name = step.contract ?? this.types.get(address);
    if (!name) throw new Error(`cannot tell which contract is at ${step.to}; add "contract"`);
    return this.contract(name);
  }

  private encodeCall(
    step: { call: string; args: ScenarioValue[]; to?: string; contract?: string; data?: string },
    to: string,
  ): { fn?: AbiEntry; data: Uint8Array } {
    if (step.call === "receive()") {
      if (step.args.length > 0) throw new Error("receive() takes no args");
      return { data: new Uint8Array() };
    }
    if (step.call === "fallback()") return { data: hexToBytes(step.data ?? "0x") };
    const contract = this.targetContract(step, to);
    const signature = step.call.replace(/\s+/g, "");
    const found = this.functionsOf(contract).get(signature);
    if (!found) {
      const { name } = parseSignature(step.call);
      const candidates = contract.abi
        .filter((e) => e.type === "function" && e.name === name)
        .map(entrySignature);
      throw new Error(
        `${contract.name} has no function ${step.call}${candidates.length > 0 ? ` (has ${candidates.join(", ")})` : ""}`,
      );
    }
    const { fn, selector } = found;
    return { fn, data: concatBytes(selector, this.encodeArgs(fn.inputs ?? [], step.args)) };
  }

  private functionsOf(contract: CompiledContract) {
    let functions = this.functions.get(contract.name);
    if (!functions) {
      functions = new Map();
      for (const fn of contract.abi) {
        if (fn.type !== "function") continue;
        const signature = entrySignature(fn);
        if (!functions.has(signature))
          functions.set(signature, { fn, selector: hexToBytes(selectorOf(signature)) });
      }
      this.functions.set(contract.name, functions);
    }
    return functions;
  }

  private async call(step: CallStep): Promise<{ problems: string[]; observation: Observation }> {
    const to = this.resolve(step.to ?? "@contract");
    const { fn, data } = this.encodeCall(step, to);
    const outcome = await this.world.send({
      from: step.from,
      to,
      data,
      value: BigInt(step.value),
      timeDelta: step.timeDelta,
    });
    const problems: string[] = [];
    if (outcome.success && step.bind && fn) {
      // aliases are bound before checking, so the step's own events can name the new contracts
      const outputs = fn.outputs ?? [];
      const values = decodeParams(outputs, outcome.returnData);
      step.bind.forEach((alias, i) => {
        const output = outputs[i];
        if (output?.type !== "address") {
          problems.push(`bind: return value ${i} is not an address`);
          return;
        }
        const fromType = /^contract (\w+)$/.exec(output.internalType ?? "")?.[1];
        this.register(alias, values[i] as string, step.bindContract ?? fromType);
      });
    }
    problems.push(...this.check(step.expect, outcome, fn));
    return { problems, observation: await this.observe(outcome, fn) };
  }

  /** The outcome in scenario encoding, with the balances of every named address. */
  private async observe(
    outcome: TxOutcome,
    fn: AbiEntry | undefined,
    deploy = false,
  ): Promise<Observation> {
    if (!outcome.success) {
      const revert = revertForDisplay(decodeRevert(outcome.returnData, this.index, this.nameOf));
      return {
        ok: false,
        revert,
        events: [],
        ...(await this.balances()),
        ...(outcome.error && outcome.error !== "revert" ? { detail: outcome.error } : {}),
      };
    }
    const observation: Observation = {
      ok: true,
      events: decodeLogs(outcome.logs, this.index).map((e) => this.displayEvent(e)),
      ...(await this.balances()),
    };
    if (!deploy && fn) {
      const outputs = fn.outputs ?? [];
      const values = decodeParams(outputs, outcome.returnData);
      observation.returns = outputs.map((p, i) => toScenarioValue(p, values[i], this.nameOf));
    }
    return observation;
  }

  private async balances(): Promise<Pick<Observation, "balances">> {
    if (this.options.balances === false) return {};
    const balances: Record<string, string> = {};
    const named = [
      ...this.loaded.scenario.actors.map((a) => `@${a}`),
      ...[...this.refs.keys()].map((r) => `@${r}`),
    ];
    for (const name of named) {
      balances[name] = (await this.world.balanceNow(this.resolve(name))).toString();
    }
    return { balances };
  }

  /** Compares an outcome with an expectation; returns one message per difference. */
  private check(expect: Expectation, outcome: TxOutcome, fn: AbiEntry | undefined): string[] {
    if (this.options.checkExpectations === false) return [];
    const problems: string[] = [];
    if (expect.ok && !outcome.success) {
      const revert = revertForDisplay(decodeRevert(outcome.returnData, this.index, this.nameOf));
      const reason =
        revert === "" && outcome.error && outcome.error !== "revert" ? ` (${outcome.error})` : "";
      return [`expected success, but it reverted with ${formatValue(revert)}${reason}`];
    }
    if (!expect.ok && outcome.success) {
      const wanted = expect.revert === undefined ? "" : ` with ${formatValue(expect.revert)}`;
      problems.push(`expected a revert${wanted}, but it succeeded`);
    }
    if (!expect.ok && !outcome.success && expect.revert !== undefined) {
      const problem = this.checkRevert(expect.revert, outcome);
      if (problem) problems.push(problem);
    }
    if (expect.ok && outcome.success && expect.returns !== undefined) {
      const outputs = fn?.outputs ?? [];
      const values = fn ? decodeParams(outputs, outcome.returnData) : [];
      const actual = outputs.map((p, i) => toScenarioValue(p, values[i]));
      const display = outputs.map((p, i) => toScenarioValue(p, values[i], this.nameOf));
      let matches = expect.returns.length === outputs.length;
      if (matches) {
        const expected = outputs.map((p, i) =>
          canonicalExpected(p, expect.returns![i], this.resolve),
        );
        matches = valuesMatch(expected, actual);
      }
      if (!matches) {
        problems.push(
          `returns: expected ${formatValue(expect.returns)}, got ${formatValue(display)}`,
        );
      }
    }
    if (expect.events !== undefined) {
      const events = outcome.success ? decodeLogs(outcome.logs, this.index) : [];
      const problem = this.checkEvents(expect.events, events);
      if (problem) problems.push(problem);
    }
    return problems;
  }

  private checkRevert(expected: ExpectedRevert, outcome: TxOutcome): string | undefined {
    const actual = decodeRevert(outcome.returnData, this.index, this.nameOf);
    let matches = false;
    if (typeof expected === "string") {
      matches =
        ((actual.kind === "string" || actual.kind === "panic") && actual.text === expected) ||
        (expected === "" && actual.kind === "empty");
    } else if (actual.kind === "custom" && actual.name === expected.error) {
      const inputs = actual.entry.inputs ?? [];
      matches =
        inputs.length === expected.args.length &&
        valuesMatch(
          inputs.map((p, i) => canonicalExpected(p, expected.args[i], this.resolve)),
          actual.args,
        );
    }
    if (matches) return undefined;
    const reason =
      actual.kind === "empty" && outcome.error && outcome.error !== "revert"
        ? ` (${outcome.error})`
        : "";
    return `revert: expected ${formatValue(expected)}, got ${formatValue(revertForDisplay(actual))}${reason}`;
  }

  private eventMatches(expected: ExpectedEvent, actual: DecodedEvent): boolean {
    if (expected.name !== actual.name || !actual.entry) return false;
    if (expected.emitter !== undefined && this.resolve(expected.emitter) !== actual.address) {
      return false;
    }
    if (expected.args === undefined) return true;
    const inputs = actual.entry.inputs ?? [];
    if (expected.args.length !== inputs.length) return false;
    return inputs.every((input, i) => {
      const want = expected.args![i];
      if (isWildcard(want)) return true;
      if (input.indexed && isDynamic(input)) {
        return this.indexedHash(input, want) === actual.values[i];
      }
      return valuesMatch(
        canonicalExpected(input, want, this.resolve),
        toScenarioValue(input, actual.values[i]),
      );
    });
  }

  /** The topic an indexed dynamic parameter with this (scenario-encoded) value is stored as. */
  indexedHash(input: AbiParam, value: ScenarioValue): string {
    return bytesToHex(keccak256(encodeIndexed(input, toAbiValue(input, value, this.resolve))));
  }

  private displayEvent(event: DecodedEvent): ObservedEvent {
    const inputs = event.entry?.inputs ?? [];
    return {
      name: event.name,
      args: inputs.map((p, i) =>
        p.indexed && isDynamic(p)
          ? (event.values[i] as string)
          : toScenarioValue(p, event.values[i], this.nameOf),
      ),
      emitter: this.nameOf(event.address) ?? event.address,
    };
  }

  private checkEvents(expected: ExpectedEvent[], actual: DecodedEvent[]): string | undefined {
    const same =
      expected.length === actual.length &&
      expected.every((e, i) => this.eventMatches(e, actual[i]));
    if (same) return undefined;
    return `events: expected ${formatValue(expected)}, got ${formatValue(actual.map((e) => this.displayEvent(e)))}`;
  }
}
