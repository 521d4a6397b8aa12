import {
  type CallStep,
  type Expectation,
  type ExpectedEvent,
  type ExpectedRevert,
  formatValue,
  isBalanceStep,
  isWildcard,
  type LoadedScenario,
  loadScenario,
  parseSignature,
  resolveScenario,
  type ScenarioValue,
  valuesMatch,
} from "../scenario/index.ts";
import { decodeParams, encodeIndexed, encodeParams } from "./abi-codec.ts";
import { type AbiIndex, buildAbiIndex } from "./abi-index.ts";
import { type AbiEntry, type AbiParam, entrySignature, isDynamic } from "./abi-types.ts";
import { type CompiledContract, compileSolidity } from "./compile-solidity.ts";
import { type DecodedEvent, decodeLogs } from "./decode-logs.ts";
import { decodeRevert, revertForDisplay } from "./decode-revert.ts";
import { EvmWorld, type TxOutcome } from "./evm-world.ts";
import { bytesToHex, concatBytes, hexToBytes } from "./hex.ts";
import { keccak256, selectorOf } from "./keccak.ts";
import { canonicalExpected, toAbiValue, toScenarioValue } from "./scenario-abi.ts";

export interface EvmStepResult {
  kind: "predeploy" | "deploy" | "step";
  /** Position within its kind (steps: index into `steps`). */
  index: number;
  label: string;
  ok: boolean;
  /** "ok" or what differed, expected vs actual. */
  message: string;
}

export interface EvmScenarioResult {
  name: string;
  /** Scenario file, when it was read from disk. */
  path?: string;
  passed: boolean;
  steps: EvmStepResult[];
  /** Set when the scenario could not run at all (invalid JSON, compile errors). */
  error?: string;
}

export type EvmScenarioInput =
  | string
  | { scenario: unknown; baseDir: string; name?: string }
  | LoadedScenario;

const ZERO_ADDRESS = `0x${"0".repeat(40)}`;

/** Replays a scenario on the original Solidity in an in-process EVM (scenario-format.md). */
export async function runScenarioOnEvm(input: EvmScenarioInput): Promise<EvmScenarioResult> {
  let loaded: LoadedScenario;
  try {
    loaded =
      typeof input === "string"
        ? loadScenario(input)
        : "solidityPath" in input
          ? input
          : resolveScenario(input.scenario, input.baseDir, input.name);
  } catch (err) {
    const name = typeof input === "string" ? input : "scenario";
    return { name, passed: false, steps: [], error: (err as Error).message };
  }
  const base = { name: loaded.name, path: loaded.path };
  let compiled: ReturnType<typeof compileSolidity>;
  try {
    compiled = compileSolidity(loaded.solidityPath);
  } catch (err) {
    return { ...base, passed: false, steps: [], error: (err as Error).message };
  }
  if (compiled.errors.length > 0) {
    return { ...base, passed: false, steps: [], error: compiled.errors.join("\n") };
  }
  const runner = new ScenarioRunner(
    loaded,
    compiled.contracts,
    await EvmWorld.create(loaded.scenario.actors),
  );
  const steps = await runner.run();
  return { ...base, passed: steps.every((s) => s.ok), steps };
}

class ScenarioRunner {
  private readonly index: AbiIndex;
  private readonly contracts = new Map<string, CompiledContract>();
  /** `@name` → address for contracts and aliases (actors live in the world). */
  private readonly refs = new Map<string, string>();
  /** Contract name behind each deployed address. */
  private readonly types = new Map<string, string>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly loaded: LoadedScenario,
    contracts: CompiledContract[],
    private readonly world: EvmWorld,
  ) {
    for (const c of contracts) if (!this.contracts.has(c.name)) this.contracts.set(c.name, c);
    this.index = buildAbiIndex(contracts);
    for (const actor of loaded.scenario.actors) {
      this.names.set(world.actorAddress(actor), `@${actor}`);
    }
  }

  private readonly resolve = (ref: string): string => {
    const name = ref.startsWith("@") ? ref.slice(1) : ref;
    if (name === "zero") return ZERO_ADDRESS;
    const known = this.refs.get(name);
    if (known) return known;
    if (this.loaded.scenario.actors.includes(name)) return this.world.actorAddress(name);
    throw new Error(`unknown reference '${ref}'`);
  };

  private readonly nameOf = (address: string): string | undefined =>
    address === ZERO_ADDRESS ? "@zero" : this.names.get(address);

  private register(ref: string, address: string, contract: string | undefined) {
    this.refs.set(ref, address);
    if (!this.names.has(address)) this.names.set(address, `@${ref}`);
    if (contract) this.types.set(address, contract);
  }

  async run(): Promise<EvmStepResult[]> {
    const results: EvmStepResult[] = [];
    const { scenario } = this.loaded;
    for (const [i, p] of scenario.predeploy.entries()) {
      const label = `predeploy ${p.id} (${p.contract})`;
      const result = await this.guard("predeploy", i, label, () =>
        this.deploy(p.id, p.contract, p.from, p.args, p.value, p.timeDelta, p.expect),
      );
      results.push(result);
    }
    const d = scenario.deploy;
    results.push(
      await this.guard("deploy", 0, `deploy ${scenario.contract}`, () =>
        this.deploy("contract", scenario.contract, d.from, d.args, d.value, d.timeDelta, d.expect),
      ),
    );
    if (!this.refs.has("contract")) {
      // nothing to call: report the steps as not run rather than as unknown references
      for (const [i, step] of scenario.steps.entries()) {
        const label = isBalanceStep(step)
          ? `#${i} balance ${step.balance}`
          : `#${i} ${step.from} ${step.call}`;
        results.push({
          kind: "step",
          index: i,
          label,
          ok: false,
          message: "not run: the deploy failed",
        });
      }
      return results;
    }
    for (const [i, step] of scenario.steps.entries()) {
      if (isBalanceStep(step)) {
        results.push(
          await this.guard("step", i, `#${i} balance ${step.balance}`, async () => {
            const balance = await this.world.balanceOf(this.resolve(step.balance), step.timeDelta);
            const problems: string[] = [];
            if (!step.expect.ok) problems.push("a balance query cannot fail");
            const returns = step.expect.returns;
            if (returns && !valuesMatch(returns, [balance.toString()])) {
              problems.push(`returns: expected ${formatValue(returns)}, got ["${balance}"]`);
            }
            return problems;
          }),
        );
      } else {
        results.push(
          await this.guard("step", i, `#${i} ${step.from} ${step.call}`, () => this.call(step)),
        );
      }
    }
    return results;
  }

  private async guard(
    kind: EvmStepResult["kind"],
    index: number,
    label: string,
    body: () => Promise<string[]>,
  ): Promise<EvmStepResult> {
    try {
      const problems = await body();
      return {
        kind,
        index,
        label,
        ok: problems.length === 0,
        message: problems.join("; ") || "ok",
      };
    } catch (err) {
      return { kind, index, label, ok: false, message: (err as Error).message };
    }
  }

  private contract(name: string): CompiledContract {
    const c = this.contracts.get(name);
    if (!c) throw new Error(`contract '${name}' is not in ${this.loaded.scenario.file}`);
    return c;
  }

  private async deploy(
    ref: string,
    contractName: string,
    from: string,
    args: ScenarioValue[],
    value: string,
    timeDelta: number,
    expect: Expectation | undefined,
  ): Promise<string[]> {
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
    return this.check(expect ?? { ok: true }, outcome, undefined);
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

  private targetContract(step: CallStep, address: string): CompiledContract {
    const name = step.contract ?? this.types.get(address);
    if (!name) throw new Error(`cannot tell which contract is at ${step.to}; add "contract"`);
    return this.contract(name);
  }

  private async call(step: CallStep): Promise<string[]> {
    const to = this.resolve(step.to ?? "@contract");
    let data: Uint8Array;
    let fn: AbiEntry | undefined;
    if (step.call === "receive()") {
      if (step.args.length > 0) throw new Error("receive() takes no args");
      data = new Uint8Array();
    } else if (step.call === "fallback()") {
      data = hexToBytes(step.data ?? "0x");
    } else {
      const contract = this.targetContract(step, to);
      const { name } = parseSignature(step.call);
      const signature = step.call.replace(/\s+/g, "");
      fn = contract.abi.find((e) => e.type === "function" && entrySignature(e) === signature);
      if (!fn) {
        const candidates = contract.abi
          .filter((e) => e.type === "function" && e.name === name)
          .map(entrySignature);
        throw new Error(
          `${contract.name} has no function ${step.call}${candidates.length > 0 ? ` (has ${candidates.join(", ")})` : ""}`,
        );
      }
      data = concatBytes(
        hexToBytes(selectorOf(signature)),
        this.encodeArgs(fn.inputs ?? [], step.args),
      );
    }
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
    return problems;
  }

  /** Compares an outcome with an expectation; returns one message per difference. */
  private check(expect: Expectation, outcome: TxOutcome, fn: AbiEntry | undefined): string[] {
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
        const hash = bytesToHex(
          keccak256(encodeIndexed(input, toAbiValue(input, want, this.resolve))),
        );
        return hash === actual.values[i];
      }
      return valuesMatch(
        canonicalExpected(input, want, this.resolve),
        toScenarioValue(input, actual.values[i]),
      );
    });
  }

  private displayEvent(event: DecodedEvent): object {
    const inputs = event.entry?.inputs ?? [];
    return {
      name: event.name,
      args: inputs.map((p, i) =>
        p.indexed && isDynamic(p)
          ? event.values[i]
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
