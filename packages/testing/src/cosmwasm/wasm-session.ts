import type { Observation } from "@contract-platform/converter/scenario";
import type {
  ContractReport,
  ReportIndex,
  RunnerJson,
  StepMeta,
} from "@contract-platform/converter/scenario-test";
import {
  addrCanonicalize,
  type ChainSnapshot,
  type Coin,
  CosmWasmChain,
  dataText,
  type TxResult,
} from "@contract-platform/cosmwasm-vm";
import { classifyErrorText } from "./classify-error-text.ts";
import type { DecodeContext } from "./decode-crate-value.ts";
import { decodeReturns } from "./decode-returns.ts";
import { decodeWasmEvents } from "./decode-wasm-events.ts";

/** The scenario world (scenario-format.md): genesis block and each actor's starting balance. */
export const GENESIS_HEIGHT = 1000;
export const GENESIS_TIME = 1_700_000_000;
export const ACTOR_FUNDS = 10n ** 21n;

/** One entry of the runner JSON that `buildScenarioData` makes (the generated Rust test reads the same). */
export type RunnerStep = { [key: string]: RunnerJson };

export interface WasmSessionInput {
  index: ReportIndex;
  /** Built wasm of each contract, by Solidity contract name. */
  wasm: Record<string, Uint8Array>;
  actors: string[];
  /** Native denom (conversion.json `native_denom`). */
  denom: string;
}

interface Names {
  byName: Map<string, string>;
  byAddress: Map<string, string>;
}

export interface WasmSessionSnapshot {
  chain: ChainSnapshot;
  names: Names;
}

/**
 * A scenario world on the wasm engine: the converted contracts' wasm in a `CosmWasmChain`, driven
 * one runner step at a time through their JSON contract, each answer read back into the scenario
 * encoding. Mirrors the generated cw-multi-test runner (runner-rs.ts) step for step.
 */
export class WasmSession {
  private names: Names = { byName: new Map(), byAddress: new Map() };
  private readonly codes = new Map<string, number>();
  private readonly contractOfCode = new Map<number, string>();

  private constructor(
    readonly chain: CosmWasmChain,
    private readonly input: WasmSessionInput,
  ) {}

  static open(input: WasmSessionInput): WasmSession {
    const chain = CosmWasmChain.create({
      bech32Prefix: "cosmwasm",
      denom: input.denom,
      height: GENESIS_HEIGHT,
      time: GENESIS_TIME,
    });
    const session = new WasmSession(chain, input);
    for (const actor of input.actors) {
      const address = chain.addrMake(actor);
      session.name(`@${actor}`, address);
      chain.fund(address, ACTOR_FUNDS);
    }
    return session;
  }

  /** Stores the code of each contract (by Solidity name) the scenario deploys or creates. */
  async storeCodes(contracts: string[]): Promise<void> {
    for (const contract of contracts) {
      if (this.codes.has(contract)) continue;
      const wasm = this.input.wasm[contract];
      if (!wasm) throw new Error(`no wasm for contract ${contract}`);
      const { codeId } = await this.chain.storeCode(this.chain.addrMake("deployer"), wasm);
      this.codes.set(contract, codeId);
      this.contractOfCode.set(codeId, contract);
    }
  }

  /** Whether `@name` is bound (an actor, a deployed contract or an alias). */
  has(name: string): boolean {
    return this.names.byName.has(name);
  }

  address(name: string): string {
    // an Ethereum address (`0x` and 40 hex digits in the scenario): the same 20 bytes in bech32
    const evm = /^@0x([0-9a-f]{40})$/.exec(name);
    if (evm) return this.chain.addrHumanize(Buffer.from(evm[1], "hex"));
    const address = this.names.byName.get(name);
    if (address === undefined) throw new Error(`unknown address ${name}`);
    return address;
  }

  snapshot(): WasmSessionSnapshot {
    return {
      chain: this.chain.snapshot(),
      names: { byName: new Map(this.names.byName), byAddress: new Map(this.names.byAddress) },
    };
  }

  restore(snapshot: WasmSessionSnapshot): void {
    this.chain.restore(snapshot.chain);
    this.names = {
      byName: new Map(snapshot.names.byName),
      byAddress: new Map(snapshot.names.byAddress),
    };
  }

  /** Runs one deploy or step in a block of its own and observes it. */
  async run(step: RunnerStep, meta: StepMeta): Promise<Observation> {
    this.chain.nextBlock({ seconds: Number(step.time_delta ?? 0) });
    const funds = this.funds(step);
    if (step.deploy !== undefined) {
      const contract = String(step.deploy);
      await this.storeCodes([contract]);
      const made = await this.chain.instantiate({
        sender: this.address(String(step.from)),
        codeId: this.codes.get(contract)!,
        msg: this.resolve(step.msg ?? {}),
        funds,
        label: contract,
      });
      if (made.ok) this.name(String(step.id), made.address);
      return this.observe(made, meta, false);
    }
    if (step.execute !== undefined) {
      const result = await this.chain.execute({
        sender: this.address(String(step.from)),
        contract: this.address(String(step.to)),
        msg: this.resolve(step.execute),
        funds,
      });
      return this.observe(result, meta, true, step.bind);
    }
    if (step.query !== undefined) {
      const answer = this.chain.query(this.address(String(step.to)), this.resolve(step.query));
      if (!answer.ok) return this.failure(answer.error, meta.section);
      return {
        ok: true,
        returns: decodeReturns(meta.fn, answer.value, this.decodeContext(meta.section)),
        events: [],
        balances: this.balances(),
      };
    }
    if (step.send !== undefined) {
      // a plain transfer to an account; sending nothing succeeds (the bank rejects empty sends)
      if (funds.length === 0)
        return { ok: true, returns: [], events: [], balances: this.balances() };
      const sent = await this.chain.send({
        from: this.address(String(step.from)),
        to: this.address(String(step.send)),
        funds,
      });
      return this.observe(sent, meta, true);
    }
    if (step.balance !== undefined) {
      const balance = this.chain.balance(this.address(String(step.balance)));
      return { ok: true, returns: [balance.toString()], events: [], balances: this.balances() };
    }
    throw new Error(`${String(step.label)}: unknown kind of step`);
  }

  /** What a query answers now (no block, nothing changed): rules between steps use it. */
  view(to: string, msg: RunnerJson, meta: StepMeta): Observation {
    const answer = this.chain.query(this.address(to), this.resolve(msg));
    if (!answer.ok) return { ...this.failure(answer.error, meta.section), balances: undefined };
    return {
      ok: true,
      returns: decodeReturns(meta.fn, answer.value, this.decodeContext(meta.section)),
      events: [],
    };
  }

  private name(name: string, address: string) {
    this.names.byName.set(name, address);
    if (!this.names.byAddress.has(address)) this.names.byAddress.set(address, name);
  }

  /** `@name` of a known address; an unnamed 20-byte one as the Ethereum address the EVM shows. */
  private readonly nameOf = (address: string) => {
    const name = this.names.byAddress.get(address);
    if (name !== undefined) return name;
    const bytes = this.chain.isAddress(address) ? addrCanonicalize(address) : null;
    return bytes?.length === 20 ? `0x${Buffer.from(bytes).toString("hex")}` : undefined;
  };

  private sectionAt = (address: string): ContractReport | undefined => {
    const codeId = this.chain.contract(address)?.codeId;
    const contract = codeId === undefined ? undefined : this.contractOfCode.get(codeId);
    return contract === undefined ? undefined : this.input.index.section(contract);
  };

  private decodeContext(
    section: ContractReport | undefined,
  ): DecodeContext & { index: ReportIndex } {
    return { index: this.input.index, section, nameOf: this.nameOf };
  }

  private observe(
    result: TxResult,
    meta: StepMeta,
    returns: boolean,
    bind?: RunnerJson,
  ): Observation {
    if (!result.ok) return this.failure(result.error, meta.section);
    const text = dataText(result.data);
    let value: unknown = null;
    if (text !== null && text !== "") {
      try {
        value = JSON.parse(text);
      } catch {
        value = text;
      }
    }
    // aliases are bound before decoding, so the step's own results can name the new contracts
    for (const b of (Array.isArray(bind) ? bind : []) as {
      alias: string;
      field: string | null;
    }[]) {
      const bound = b.field === null ? value : (value as Record<string, unknown> | null)?.[b.field];
      if (typeof bound === "string") this.name(b.alias, bound);
    }
    const ctx = this.decodeContext(meta.section);
    return {
      ok: true,
      ...(returns ? { returns: decodeReturns(meta.fn, value, ctx) } : {}),
      events: decodeWasmEvents(result.events, { ...ctx, sectionAt: this.sectionAt }),
      balances: this.balances(),
    };
  }

  private failure(error: string, section: ContractReport | undefined): Observation {
    return {
      ok: false,
      revert: classifyErrorText(error, this.decodeContext(section)),
      events: [],
      balances: this.balances(),
      detail: error,
    };
  }

  private balances(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, address] of this.names.byName) {
      out[name] = this.chain.balance(address).toString();
    }
    return out;
  }

  private funds(step: RunnerStep): Coin[] {
    return step.funds === undefined
      ? []
      : [{ denom: this.input.denom, amount: String(step.funds) }];
  }

  /** `"@name"` → its address, `"@code:Name"` → that contract's code id, `"@@x"` → `"@x"`. */
  private resolve(value: RunnerJson): unknown {
    if (typeof value === "string") {
      if (value.startsWith("@@")) return value.slice(1);
      if (value.startsWith("@code:")) {
        const codeId = this.codes.get(value.slice(6));
        if (codeId === undefined) throw new Error(`no code stored for ${value.slice(6)}`);
        return codeId;
      }
      if (value.startsWith("@")) return this.address(value);
      return value;
    }
    if (Array.isArray(value)) return value.map((v) => this.resolve(v));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v)]));
    }
    return value;
  }
}
