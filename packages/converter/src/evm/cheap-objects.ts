import { type Block, createBlock } from "@ethereumjs/block";
import type { Common } from "@ethereumjs/common";
import { createLegacyTx, type LegacyTx } from "@ethereumjs/tx";
import type { Address } from "@ethereumjs/util";

/**
 * Blocks and transactions for the scenario world, made by changing a few fields of a template
 * instead of constructing each one: every @ethereumjs Block and transaction constructor rebuilds
 * the hard fork parameter cache (about 1 ms each, most of a step's cost; ADR 122). Only the
 * fields that differ between steps are overridden; every method comes from the real objects.
 */
export class CheapObjects {
  private readonly block: Block;
  private readonly tx: LegacyTx;

  constructor(common: Common, gasLimit: bigint) {
    this.block = createBlock(
      { header: { number: 1n, timestamp: 1n, gasLimit, baseFeePerGas: 0n } },
      { common },
    );
    this.tx = createLegacyTx({ gasPrice: 0n, gasLimit }, { common });
  }

  /** A block at `number` and `timestamp`, otherwise the template's. */
  blockAt(number: bigint, timestamp: bigint): Block {
    const header = Object.create(this.block.header);
    Object.defineProperty(header, "number", { value: number });
    Object.defineProperty(header, "timestamp", { value: timestamp });
    Object.defineProperty(header, "cache", { value: { hash: undefined } });
    const block = Object.create(this.block);
    Object.defineProperty(block, "header", { value: header });
    return block;
  }

  /** An unsigned legacy transaction whose sender is `from` (runTx only asks for the sender). */
  transaction(opts: {
    from: Address;
    nonce: bigint;
    to: Address | undefined;
    value: bigint;
    data: Uint8Array;
  }): LegacyTx {
    const tx = Object.create(this.tx);
    for (const [key, value] of Object.entries({
      nonce: opts.nonce,
      to: opts.to,
      value: opts.value,
      data: opts.data,
      cache: {},
      getSenderAddress: () => opts.from,
    })) {
      Object.defineProperty(tx, key, { value, enumerable: true });
    }
    return tx;
  }
}
