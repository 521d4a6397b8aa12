import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { SimpleStateManager } from "@ethereumjs/statemanager";
import {
  type Address,
  createAccount,
  createAddressFromPrivateKey,
  createAddressFromString,
} from "@ethereumjs/util";
import { createVM, runTx, type VM } from "@ethereumjs/vm";
import { CheapObjects } from "./cheap-objects.ts";
import { bytesToHex } from "./hex.ts";
import { installInterpreterCaches } from "./interpreter-caches.ts";
import { keccak256 } from "./keccak.ts";

/** Scenario world constants (scenario-format.md, "The world both sides run in"). */
export const GENESIS_TIME = 1_700_000_000n;
export const GENESIS_HEIGHT = 1000n;
export const ACTOR_FUNDS = 1000n * 10n ** 18n;
const GAS_LIMIT = 30_000_000n;

export interface EvmLog {
  /** Lower-case 0x address of the emitting contract. */
  address: string;
  topics: string[];
  data: Uint8Array;
}

export interface TxOutcome {
  success: boolean;
  returnData: Uint8Array;
  logs: EvmLog[];
  /** For deployments: the new contract's lower-case address. */
  createdAddress?: string;
  /** The EVM's own reason for a failure (revert, out of gas, invalid opcode...). */
  error?: string;
}

interface Actor {
  key: Uint8Array;
  address: Address;
}

/** An in-process EVM in which every transaction and balance query is its own block. */
export class EvmWorld {
  private readonly actors = new Map<string, Actor>();
  private height = GENESIS_HEIGHT;
  private time = GENESIS_TIME;
  private readonly marks: { height: bigint; time: bigint }[] = [];
  /** Parsed addresses by their 0x text (balances of every named address are read each step). */
  private readonly addresses = new Map<string, Address>();

  private readonly objects: CheapObjects;

  private constructor(
    private readonly vm: VM,
    common: Common,
  ) {
    this.objects = new CheapObjects(common, GAS_LIMIT);
  }

  static async create(actorNames: string[]): Promise<EvmWorld> {
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    // No Merkle trie: state roots are never read, and hashing the trie on every commit was most
    // of a step's cost (ADR 122).
    const vm = await createVM({ common, stateManager: new SimpleStateManager({ common }) });
    await installInterpreterCaches([common, vm.common, vm.evm.common]);
    const world = new EvmWorld(vm, common);
    for (const name of actorNames) {
      const key = keccak256(`corpus-actor:${name}`);
      const address = createAddressFromPrivateKey(key);
      world.actors.set(name, { key, address });
      await vm.stateManager.putAccount(address, createAccount({ nonce: 0n, balance: ACTOR_FUNDS }));
    }
    return world;
  }

  /** Lower-case 0x address of an actor. */
  actorAddress(name: string): string {
    const actor = this.actors.get(name);
    if (!actor) throw new Error(`unknown actor '${name}'`);
    return actor.address.toString().toLowerCase();
  }

  private address(text: string): Address {
    let address = this.addresses.get(text);
    if (!address) {
      address = createAddressFromString(text);
      this.addresses.set(text, address);
    }
    return address;
  }

  get blockHeight(): bigint {
    return this.height;
  }

  get blockTime(): bigint {
    return this.time;
  }

  private nextBlock(timeDelta: number) {
    this.height += 1n;
    this.time += BigInt(timeDelta);
    return this.objects.blockAt(this.height, this.time);
  }

  /** Sends a transaction from an actor in a new block; `to` undefined deploys `data`. */
  async send(opts: {
    from: string;
    to?: string;
    data: Uint8Array;
    value: bigint;
    timeDelta: number;
  }): Promise<TxOutcome> {
    const actor = this.actors.get(opts.from);
    if (!actor) throw new Error(`unknown actor '${opts.from}'`);
    const block = this.nextBlock(opts.timeDelta);
    const account = await this.vm.stateManager.getAccount(actor.address);
    // The transaction is not signed: runTx only asks it for its sender, and signing then
    // recovering the key cost ~5 ms a step while changing nothing a contract can observe (ADR 122).
    const tx = this.objects.transaction({
      from: actor.address,
      nonce: account?.nonce ?? 0n,
      to: opts.to === undefined ? undefined : this.address(opts.to),
      value: opts.value,
      data: opts.data,
    });
    const result = await runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true });
    const exec = result.execResult;
    return {
      success: exec.exceptionError === undefined,
      returnData: exec.returnValue,
      logs: (exec.logs ?? []).map(([address, topics, data]) => ({
        address: bytesToHex(address),
        topics: topics.map(bytesToHex),
        data,
      })),
      createdAddress: result.createdAddress?.toString().toLowerCase(),
      error: exec.exceptionError?.error,
    };
  }

  /** Native balance of an address, read in a new block of its own. */
  async balanceOf(address: string, timeDelta: number): Promise<bigint> {
    this.nextBlock(timeDelta);
    return this.balanceNow(address);
  }

  /** Native balance of an address now, without a block. */
  async balanceNow(address: string): Promise<bigint> {
    const account = await this.vm.stateManager.getAccount(this.address(address));
    return account?.balance ?? 0n;
  }

  /**
   * Runs a call by an actor at the current block and undoes whatever it changed: what a view
   * answers right now (used to evaluate rules between steps).
   */
  async callNow(opts: { from: string; to: string; data: Uint8Array }): Promise<TxOutcome> {
    const actor = this.actors.get(opts.from);
    if (!actor) throw new Error(`unknown actor '${opts.from}'`);
    const block = this.objects.blockAt(this.height, this.time);
    await this.vm.stateManager.checkpoint();
    try {
      const result = await this.vm.evm.runCall({
        caller: actor.address,
        origin: actor.address,
        to: this.address(opts.to),
        data: opts.data,
        gasLimit: GAS_LIMIT,
        block,
      });
      const exec = result.execResult;
      return {
        success: exec.exceptionError === undefined,
        returnData: exec.returnValue,
        logs: [],
        error: exec.exceptionError?.error,
      };
    } finally {
      await this.vm.stateManager.revert();
    }
  }

  /** Marks the current state; `revert()` goes back to it (nested marks form a stack). */
  async checkpoint(): Promise<void> {
    await this.vm.stateManager.checkpoint();
    this.marks.push({ height: this.height, time: this.time });
  }

  async revert(): Promise<void> {
    const mark = this.marks.pop();
    if (!mark) throw new Error("revert without a checkpoint");
    await this.vm.stateManager.revert();
    this.height = mark.height;
    this.time = mark.time;
  }
}
