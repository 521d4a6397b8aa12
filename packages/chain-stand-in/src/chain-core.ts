import { gunzipSync } from "node:zlib";
import { rawSecp256k1PubkeyToRawAddress } from "@cosmjs/amino";
import { Secp256k1, Secp256k1Signature, sha256 } from "@cosmjs/crypto";
import { fromBech32, toBase64, toBech32, toHex } from "@cosmjs/encoding";
import { makeSignBytes } from "@cosmjs/proto-signing";
import { TxMsgData } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { SignDoc } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import {
  MsgClearAdminResponse,
  MsgExecuteContractResponse,
  MsgInstantiateContractResponse,
  MsgMigrateContractResponse,
  MsgStoreCodeResponse,
  MsgUpdateAdminResponse,
} from "cosmjs-types/cosmwasm/wasm/v1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  type Account,
  type Block,
  blockHash,
  type ChainEvent,
  type ChainState,
  createChainState,
  type IndexedTx,
  restoreState,
  snapshotState,
  type TxResult,
  txHash,
} from "./chain-state.ts";
import { contractAddress } from "./contract-address.ts";
import type { ContractRuntime } from "./contract-runtime.ts";
import { type ChainMsg, type DecodedTx, decodeTx, msgSigner, TxError } from "./decode-tx.ts";
import { compareCondition, parseTxQuery } from "./tx-search-query.ts";

/** Gas charged by the stand-in; fixed numbers so estimates and tests are deterministic. */
export const standInGas = {
  perTxByte: 10,
  signature: 1_000,
  storeCodePerByte: 3,
  storeCode: 30_000,
  instantiate: 60_000,
  execute: 50_000,
  perMsgByte: 20,
  migrate: 60_000,
  admin: 15_000,
  send: 20_000,
};

export interface ChainCoreOptions {
  chainId: string;
  prefix: string;
  denom: string;
  /** Minimum gas price in `denom` per unit of gas; fees below it are refused at CheckTx. */
  minGasPrice: number;
  now: () => Date;
  runtime: ContractRuntime;
}

export interface CheckResult {
  code: number;
  codespace: string;
  log: string;
  hash: string;
}

/**
 * The chain's logic without the transport: accounts, ante checks (signature, sequence, fee),
 * wasm messages, blocks (one per delivered transaction), the tx index and ABCI queries.
 */
export class ChainCore {
  readonly state: ChainState = createChainState();
  readonly blocks: Block[] = [];
  readonly txs: IndexedTx[] = [];

  constructor(readonly options: ChainCoreOptions) {
    this.blocks.push(this.makeBlock(1, []));
  }

  get height(): number {
    return this.blocks[this.blocks.length - 1].height;
  }

  get latestBlock(): Block {
    return this.blocks[this.blocks.length - 1];
  }

  /** Adds tokens to an account, creating it (with the next account number) when new. */
  fund(address: string, amount: bigint, denom = this.options.denom): Account {
    fromBech32(address, 256);
    const account = this.ensureAccount(address);
    account.balances.set(denom, (account.balances.get(denom) ?? 0n) + amount);
    return account;
  }

  /** Produces an empty block (time passes on a quiet chain). */
  advanceBlock(): Block {
    const block = this.makeBlock(this.height + 1, []);
    this.blocks.push(block);
    return block;
  }

  /** CheckTx: decoding, signature, sequence and fee, without changing anything. */
  async check(txBytes: Uint8Array): Promise<CheckResult> {
    const hash = txHash(txBytes);
    try {
      const decoded = decodeTx(txBytes);
      this.ante(decoded, true);
      await this.verifySignature(decoded);
      return { code: 0, codespace: "", log: "", hash };
    } catch (error) {
      const { code, codespace, message } = asTxError(error);
      return { code, codespace, log: message, hash };
    }
  }

  /** Includes a transaction that passed CheckTx in a new block; returns its indexed result. */
  async deliver(txBytes: Uint8Array): Promise<IndexedTx> {
    const decoded = decodeTx(txBytes);
    await this.verifySignature(decoded);
    const { account, fee } = this.ante(decoded, true);
    const block = this.makeBlock(this.height + 1, [txBytes]);
    this.blocks.push(block);
    account.balances.set(
      this.options.denom,
      (account.balances.get(this.options.denom) ?? 0n) - fee,
    );
    const sequence = account.sequence;
    account.sequence += 1n;
    account.pubkey = decoded.pubkey;
    const anteEvents = this.anteEvents(decoded, account.address, fee, sequence);
    const gasWanted = decoded.authInfo.fee?.gasLimit ?? 0n;
    const run = this.runMsgs(decoded, txBytes, block, gasWanted);
    const result: TxResult = run.ok
      ? {
          code: 0,
          codespace: "",
          log: "",
          data: TxMsgData.encode({ data: [], msgResponses: run.responses }).finish(),
          gasWanted,
          gasUsed: run.gasUsed,
          events: [...anteEvents, ...run.events],
        }
      : {
          code: run.code,
          codespace: run.codespace,
          log: run.log,
          data: new Uint8Array(),
          gasWanted,
          gasUsed: run.gasUsed,
          events: anteEvents,
        };
    const indexed: IndexedTx = {
      hash: txHash(txBytes),
      height: block.height,
      index: 0,
      tx: txBytes,
      result,
    };
    this.txs.push(indexed);
    return indexed;
  }

  /** Gas a transaction would use, running its messages on a copy of the state. */
  simulate(txBytes: Uint8Array): { gasUsed: bigint; events: ChainEvent[] } {
    const decoded = decodeTx(txBytes);
    this.ante(decoded, false);
    const block = this.makeBlock(this.height + 1, [txBytes]);
    const snapshot = snapshotState(this.state);
    const run = this.runMsgs(decoded, txBytes, block, BigInt(Number.MAX_SAFE_INTEGER));
    restoreState(this.state, snapshot);
    if (!run.ok) throw new TxError(run.code, run.codespace, run.log);
    return { gasUsed: run.gasUsed, events: run.events };
  }

  getTx(hash: string): IndexedTx | undefined {
    return this.txs.find((tx) => tx.hash === hash.toUpperCase());
  }

  searchTxs(query: string): IndexedTx[] {
    const conditions = parseTxQuery(query);
    return this.txs.filter((tx) =>
      conditions.every((condition) => {
        if (condition.key === "tx.height") return compareCondition(condition, tx.height);
        if (condition.key === "tx.hash") {
          // CometBFT decodes the hash from hex, so its case does not matter.
          return compareCondition(
            { ...condition, value: String(condition.value).toUpperCase() },
            tx.hash,
          );
        }
        const dot = condition.key.lastIndexOf(".");
        const type = condition.key.slice(0, dot);
        const key = condition.key.slice(dot + 1);
        return tx.result.events.some(
          (event) =>
            event.type === type &&
            event.attributes.some(
              (attribute) => attribute.key === key && compareCondition(condition, attribute.value),
            ),
        );
      }),
    );
  }

  private makeBlock(height: number, txs: Uint8Array[]): Block {
    const time = this.options.now();
    return { height, time, hash: blockHash(height, time, txs), txs };
  }

  private ensureAccount(address: string): Account {
    let account = this.state.accounts.get(address);
    if (!account) {
      account = {
        address,
        accountNumber: this.state.nextAccountNumber++,
        sequence: 0n,
        pubkey: null,
        balances: new Map(),
      };
      this.state.accounts.set(address, account);
    }
    return account;
  }

  /** The ante handler without the signature: signer, account, sequence and (when `charge`) fee. */
  private ante(decoded: DecodedTx, charge: boolean) {
    const address = toBech32(this.options.prefix, rawSecp256k1PubkeyToRawAddress(decoded.pubkey));
    for (const msg of decoded.msgs) {
      if (msgSigner(msg) !== address) {
        throw new TxError(8, "sdk", `pubKey does not match signer address ${msgSigner(msg)}`);
      }
    }
    const account = this.state.accounts.get(address);
    if (!account) throw new TxError(9, "sdk", `account ${address} not found`);
    const sequence = decoded.authInfo.signerInfos[0].sequence;
    if (sequence !== account.sequence) {
      throw new TxError(
        32,
        "sdk",
        `account sequence mismatch, expected ${account.sequence}, got ${sequence}: incorrect account sequence`,
      );
    }
    const feeCoins = decoded.authInfo.fee?.amount ?? [];
    const gasLimit = decoded.authInfo.fee?.gasLimit ?? 0n;
    const fee = feeCoins
      .filter((coin) => coin.denom === this.options.denom)
      .reduce((sum, coin) => sum + BigInt(coin.amount), 0n);
    if (charge) {
      const required = BigInt(Math.ceil(Number(gasLimit) * this.options.minGasPrice));
      if (fee < required) {
        throw new TxError(
          13,
          "sdk",
          `insufficient fees; got: ${formatCoins(feeCoins)} required: ${required}${this.options.denom}: insufficient fee`,
        );
      }
      const balance = account.balances.get(this.options.denom) ?? 0n;
      if (balance < fee) {
        throw new TxError(
          5,
          "sdk",
          `${balance}${this.options.denom} is smaller than ${fee}${this.options.denom}: insufficient funds`,
        );
      }
    }
    return { account, fee };
  }

  /** Checks the one signature against the signer's public key (SIGN_MODE_DIRECT sign bytes). */
  private async verifySignature(decoded: DecodedTx): Promise<void> {
    const address = toBech32(this.options.prefix, rawSecp256k1PubkeyToRawAddress(decoded.pubkey));
    const account = this.state.accounts.get(address);
    if (!account) throw new TxError(9, "sdk", `account ${address} not found`);
    if (decoded.signMode !== SignMode.SIGN_MODE_DIRECT) {
      throw new TxError(4, "sdk", "the stand-in verifies SIGN_MODE_DIRECT signatures only");
    }
    const signBytes = makeSignBytes(
      SignDoc.fromPartial({
        bodyBytes: decoded.raw.bodyBytes,
        authInfoBytes: decoded.raw.authInfoBytes,
        chainId: this.options.chainId,
        accountNumber: account.accountNumber,
      }),
    );
    const valid = await verifySignature(
      decoded.raw.signatures[0],
      sha256(signBytes),
      decoded.pubkey,
    );
    if (!valid) {
      throw new TxError(
        4,
        "sdk",
        `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${this.options.chainId}): unauthorized`,
      );
    }
  }

  private anteEvents(
    decoded: DecodedTx,
    address: string,
    fee: bigint,
    sequence: bigint,
  ): ChainEvent[] {
    return [
      event("tx", { fee: `${fee}${this.options.denom}`, fee_payer: address }),
      event("tx", { acc_seq: `${address}/${sequence}` }),
      event("tx", { signature: toBase64(decoded.raw.signatures[0]) }),
    ];
  }

  private runMsgs(decoded: DecodedTx, txBytes: Uint8Array, block: Block, gasLimit: bigint) {
    const snapshot = snapshotState(this.state);
    let gasUsed = BigInt(txBytes.length * standInGas.perTxByte + standInGas.signature);
    const events: ChainEvent[] = [];
    const responses: Any[] = [];
    for (const [index, msg] of decoded.msgs.entries()) {
      try {
        const outcome = this.applyMsg(msg, block);
        gasUsed += BigInt(outcome.gas);
        if (gasUsed > gasLimit) {
          throw new TxError(
            11,
            "sdk",
            `out of gas in location: wasm; gasWanted: ${gasLimit}, gasUsed: ${gasUsed}: out of gas`,
          );
        }
        events.push(
          event("message", {
            action: msg.typeUrl,
            sender: msgSigner(msg),
            module: msg.typeUrl.startsWith("/cosmwasm") ? "wasm" : "bank",
            msg_index: String(index),
          }),
          ...outcome.events.map((item) => ({
            ...item,
            attributes: [...item.attributes, { key: "msg_index", value: String(index) }],
          })),
        );
        responses.push(outcome.response);
      } catch (error) {
        restoreState(this.state, snapshot);
        const failure = asTxError(error);
        return {
          ok: false as const,
          gasUsed,
          code: failure.code,
          codespace: failure.codespace,
          log: `failed to execute message; message index: ${index}: ${failure.message}`,
        };
      }
    }
    return { ok: true as const, gasUsed, events, responses };
  }

  private applyMsg(
    msg: ChainMsg,
    block: Block,
  ): { gas: number; events: ChainEvent[]; response: Any } {
    const blockInfo = { height: block.height, time: block.time, chainId: this.options.chainId };
    switch (msg.typeUrl) {
      case "/cosmwasm.wasm.v1.MsgStoreCode": {
        const wasm = unzipIfNeeded(msg.value.wasmByteCode);
        if (!isWasm(wasm)) {
          throw new TxError(2, "wasm", "create wasm contract failed: not a wasm module: invalid");
        }
        const codeId = this.state.nextCodeId++;
        const checksum = sha256(wasm);
        this.state.codes.set(codeId, { codeId, creator: msg.value.sender, checksum, wasm });
        return {
          gas: standInGas.storeCode + wasm.length * standInGas.storeCodePerByte,
          events: [
            event("store_code", { code_checksum: toHex(checksum), code_id: String(codeId) }),
          ],
          response: any(
            "/cosmwasm.wasm.v1.MsgStoreCodeResponse",
            MsgStoreCodeResponse.encode({ codeId, checksum }).finish(),
          ),
        };
      }
      case "/cosmwasm.wasm.v1.MsgInstantiateContract": {
        const code = this.state.codes.get(msg.value.codeId);
        if (!code) throw new TxError(22, "wasm", `no such code: ${msg.value.codeId}: not found`);
        if (msg.value.admin) fromBech32(msg.value.admin, 256);
        if (!msg.value.label.trim()) throw new TxError(3, "wasm", "label is required: empty");
        const address = contractAddress(
          this.options.prefix,
          code.codeId,
          this.state.nextInstanceId++,
        );
        const transfer = this.transferFunds(msg.value.sender, address, msg.value.funds);
        const parsed = parseJsonMsg(msg.value.msg);
        const outcome = this.options.runtime.instantiate({
          contractAddress: address,
          codeId: code.codeId,
          wasm: code.wasm,
          sender: msg.value.sender,
          funds: msg.value.funds,
          msg: parsed,
          block: blockInfo,
        });
        if (!outcome.ok) {
          throw new TxError(5, "wasm", `${outcome.error}: instantiate wasm contract failed`);
        }
        this.state.contracts.set(address, {
          address,
          codeId: code.codeId,
          creator: msg.value.sender,
          admin: msg.value.admin,
          label: msg.value.label,
          createdHeight: block.height,
          createdIndex: 0,
          state: outcome.state,
          history: [{ operation: "init", codeId: code.codeId, height: block.height, msg: parsed }],
        });
        return {
          gas: standInGas.instantiate + msg.value.msg.length * standInGas.perMsgByte,
          events: [
            ...transfer,
            event("instantiate", { _contract_address: address, code_id: String(code.codeId) }),
            event("wasm", { _contract_address: address }, outcome.attributes),
          ],
          response: any(
            "/cosmwasm.wasm.v1.MsgInstantiateContractResponse",
            MsgInstantiateContractResponse.encode({
              address,
              data: outcome.data ?? new Uint8Array(),
            }).finish(),
          ),
        };
      }
      case "/cosmwasm.wasm.v1.MsgExecuteContract": {
        const contract = this.contract(msg.value.contract);
        const code = this.state.codes.get(contract.codeId)!;
        const transfer = this.transferFunds(msg.value.sender, contract.address, msg.value.funds);
        const outcome = this.options.runtime.execute({
          contractAddress: contract.address,
          codeId: contract.codeId,
          wasm: code.wasm,
          sender: msg.value.sender,
          funds: msg.value.funds,
          msg: parseJsonMsg(msg.value.msg),
          block: blockInfo,
          state: contract.state,
        });
        if (!outcome.ok) {
          throw new TxError(5, "wasm", `${outcome.error}: execute wasm contract failed`);
        }
        contract.state = outcome.state;
        return {
          gas: standInGas.execute + msg.value.msg.length * standInGas.perMsgByte,
          events: [
            ...transfer,
            event("execute", { _contract_address: contract.address }),
            event("wasm", { _contract_address: contract.address }, outcome.attributes),
          ],
          response: any(
            "/cosmwasm.wasm.v1.MsgExecuteContractResponse",
            MsgExecuteContractResponse.encode({ data: outcome.data ?? new Uint8Array() }).finish(),
          ),
        };
      }
      case "/cosmwasm.wasm.v1.MsgMigrateContract": {
        const contract = this.contract(msg.value.contract);
        this.requireAdmin(contract.admin, msg.value.sender);
        const code = this.state.codes.get(msg.value.codeId);
        if (!code) throw new TxError(22, "wasm", `no such code: ${msg.value.codeId}: not found`);
        const parsed = parseJsonMsg(msg.value.msg);
        const outcome = this.options.runtime.migrate({
          contractAddress: contract.address,
          codeId: code.codeId,
          wasm: code.wasm,
          sender: msg.value.sender,
          funds: [],
          msg: parsed,
          block: blockInfo,
          state: contract.state,
        });
        if (!outcome.ok) {
          throw new TxError(11, "wasm", `${outcome.error}: migrate wasm contract failed`);
        }
        contract.state = outcome.state;
        contract.codeId = code.codeId;
        contract.history.push({
          operation: "migrate",
          codeId: code.codeId,
          height: block.height,
          msg: parsed,
        });
        return {
          gas: standInGas.migrate,
          events: [
            event("migrate", { _contract_address: contract.address, code_id: String(code.codeId) }),
          ],
          response: any(
            "/cosmwasm.wasm.v1.MsgMigrateContractResponse",
            MsgMigrateContractResponse.encode({ data: new Uint8Array() }).finish(),
          ),
        };
      }
      case "/cosmwasm.wasm.v1.MsgUpdateAdmin":
      case "/cosmwasm.wasm.v1.MsgClearAdmin": {
        const contract = this.contract(msg.value.contract);
        this.requireAdmin(contract.admin, msg.value.sender);
        const newAdmin = "newAdmin" in msg.value ? msg.value.newAdmin : "";
        if (newAdmin) fromBech32(newAdmin, 256);
        contract.admin = newAdmin;
        const cleared = msg.typeUrl === "/cosmwasm.wasm.v1.MsgClearAdmin";
        return {
          gas: standInGas.admin,
          events: [
            event("update_contract_admin", {
              _contract_address: contract.address,
              new_admin_address: newAdmin,
            }),
          ],
          response: cleared
            ? any(
                "/cosmwasm.wasm.v1.MsgClearAdminResponse",
                MsgClearAdminResponse.encode({}).finish(),
              )
            : any(
                "/cosmwasm.wasm.v1.MsgUpdateAdminResponse",
                MsgUpdateAdminResponse.encode({}).finish(),
              ),
        };
      }
      case "/cosmos.bank.v1beta1.MsgSend": {
        fromBech32(msg.value.toAddress, 256);
        const events = this.transferFunds(
          msg.value.fromAddress,
          msg.value.toAddress,
          msg.value.amount,
        );
        return {
          gas: standInGas.send,
          events,
          response: any("/cosmos.bank.v1beta1.MsgSendResponse", new Uint8Array()),
        };
      }
    }
  }

  private contract(address: string) {
    const contract = this.state.contracts.get(address);
    if (!contract) throw new TxError(22, "wasm", `no such contract: ${address}: not found`);
    return contract;
  }

  private requireAdmin(admin: string, sender: string) {
    if (!admin || admin !== sender) {
      throw new TxError(8, "wasm", "caller is not the contract admin: unauthorized");
    }
  }

  private transferFunds(from: string, to: string, coins: Coin[]): ChainEvent[] {
    if (coins.length === 0) return [];
    const sender = this.state.accounts.get(from);
    for (const coin of coins) {
      const amount = BigInt(coin.amount);
      const balance = sender?.balances.get(coin.denom) ?? 0n;
      if (!sender || balance < amount) {
        throw new TxError(
          5,
          "sdk",
          `spendable balance ${balance}${coin.denom} is smaller than ${amount}${coin.denom}: insufficient funds`,
        );
      }
      sender.balances.set(coin.denom, balance - amount);
      const recipient = this.ensureAccount(to);
      recipient.balances.set(coin.denom, (recipient.balances.get(coin.denom) ?? 0n) + amount);
    }
    return [event("transfer", { recipient: to, sender: from, amount: formatCoins(coins) })];
  }
}

function event(
  type: string,
  attributes: Record<string, string>,
  extra: { key: string; value: string }[] = [],
): ChainEvent {
  return {
    type,
    attributes: [...Object.entries(attributes).map(([key, value]) => ({ key, value })), ...extra],
  };
}

function any(typeUrl: string, value: Uint8Array): Any {
  return { typeUrl, value };
}

function formatCoins(coins: Coin[]): string {
  return coins.map((coin) => `${coin.amount}${coin.denom}`).join(",");
}

async function verifySignature(
  signature: Uint8Array,
  messageHash: Uint8Array,
  pubkey: Uint8Array,
): Promise<boolean> {
  try {
    return await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      messageHash,
      pubkey,
    );
  } catch {
    return false;
  }
}

function unzipIfNeeded(bytes: Uint8Array): Uint8Array {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      return new Uint8Array(gunzipSync(bytes));
    } catch {
      throw new TxError(2, "wasm", "create wasm contract failed: invalid gzip data");
    }
  }
  return bytes;
}

function isWasm(bytes: Uint8Array): boolean {
  return bytes[0] === 0x00 && bytes[1] === 0x61 && bytes[2] === 0x73 && bytes[3] === 0x6d;
}

function parseJsonMsg(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new TxError(5, "wasm", "invalid message: message is not valid JSON");
  }
}

export function asTxError(error: unknown): TxError {
  if (error instanceof TxError) return error;
  return new TxError(1, "undefined", error instanceof Error ? error.message : String(error));
}
