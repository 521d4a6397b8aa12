import { instantiate2Address } from "@cosmjs/cosmwasm-stargate";
import { fromBase64, fromHex } from "@cosmjs/encoding";
import { type CWSimulateApp, Err, Ok, VMInstance } from "@oraichain/cw-simulate";
import { classicContractAddress } from "./addresses.ts";
import { subMessageResponse } from "./submessage-replies.ts";

interface ContractLike {
  address: string;
  _vm?: { backend: { storage: unknown } };
  getStorage(): unknown;
  [entry: string]: unknown;
}

const ENTRY_POINTS = ["instantiate", "execute", "migrate", "sudo", "reply"];

function parseJsonBinary(binary: string): unknown {
  return JSON.parse(new TextDecoder().decode(fromBase64(binary)));
}

/**
 * Works around what cw-simulate 2.8 gets wrong for our use, on one app instance:
 * - contract addresses: cw-multi-test's classic scheme (instance ids from 0), and for
 *   `Instantiate2` the wasmd predictable address from the code's checksum (cw-simulate reads the
 *   checksum from a static cache nobody fills, and parses the salt as JSON, so factories throw);
 * - `code_info` queries answer the checksum (missing, so cosmwasm-std fails "missing field
 *   `checksum`"); `code_info` and `contract_info` of what does not exist answer an error to the
 *   contract instead of aborting the call;
 * - a contract's VM keeps its own copy of the storage, which is not rolled back with the chain
 *   (a failed transaction, a failed sub-message, `restore`): it is re-read before every call;
 * - messages with non-ASCII text fail with "offset is out of bounds" (see `fixAllocateStr`);
 * - contract calls take no stack traces (see `withoutStackTraces`);
 * - sub-message replies: the response is encoded by message kind (an execute's result was given
 *   as an instantiate response), `msg_responses` and the payload are passed, and a reply that
 *   sets no data keeps the caller's data instead of the sub-message's.
 */
export function patchCwSimulate(app: CWSimulateApp): void {
  fixAllocateStr();
  const wasm = app.wasm;
  const codeChecksum = (codeId: number) =>
    wasm.store.get("codes", codeId, "checksum") as string | undefined;

  const writable = wasm as unknown as Record<string, unknown>;
  writable.registerContractInstance = (
    sender: string,
    codeId: number,
    label = "",
    admin: string | null = null,
    salt: Uint8Array | null = null,
  ) =>
    wasm.store.tx((setter) => {
      const instanceId = wasm.lastInstanceId;
      let address: string;
      if (salt === null) {
        address = classicContractAddress(codeId, instanceId, app.bech32Prefix);
      } else {
        const checksum = codeChecksum(codeId);
        if (!checksum) return Err(`no code with id ${codeId}`);
        address = instantiate2Address(fromHex(checksum), sender, salt, app.bech32Prefix);
      }
      if (wasm.getContractInfo(address))
        return Err(`contract address ${address} already exists (duplicate instantiation)`);
      wasm.setContractInfo(address, { codeId, creator: sender, admin, label, created: app.height });
      wasm.setContractStorage(address, freshStorage(app));
      setter("lastInstanceId")(instanceId + 1);
      return Ok(address);
    });

  const handleMsg = wasm.handleMsg.bind(wasm);
  wasm.handleMsg = (async (sender: string, msg: Record<string, unknown>, traces = []) => {
    const instantiate2 = msg.instantiate2 as
      | {
          code_id: number;
          funds: never[];
          msg: string;
          label: string;
          admin: string | null;
          salt: string;
        }
      | undefined;
    if (!instantiate2) return handleMsg(sender, msg as never, traces);
    return wasm.store.tx(() =>
      wasm.instantiateContract(
        sender,
        instantiate2.funds,
        instantiate2.code_id,
        parseJsonBinary(instantiate2.msg),
        instantiate2.label,
        instantiate2.admin,
        fromBase64(instantiate2.salt),
        traces,
        true,
      ),
    );
  }) as never;

  // An Error returned (not thrown) reaches the contract as a query error it can handle, as on
  // wasmd: `query_wasm_contract_info(addr).is_ok()` is false for an address with no contract.
  // A thrown one aborts the whole call.
  wasm.queryCodeInfo = ((query: { code_id: number }) => {
    const info = wasm.getCodeInfo(query.code_id);
    if (!info?.creator) return new Error(`No such code: ${query.code_id}`);
    return { code_id: query.code_id, creator: info.creator, checksum: codeChecksum(query.code_id) };
  }) as never;
  const queryContractInfo = wasm.queryContractInfo.bind(wasm);
  wasm.queryContractInfo = ((query: { contract_addr: string }) =>
    wasm.getContractInfo(query.contract_addr)
      ? queryContractInfo(query as never)
      : new Error(`No such contract: ${query.contract_addr}`)) as never;

  type AppResponse = {
    events: { type: string; attributes: { key: string; value: string }[] }[];
    data: string | null;
  };
  type Result = { ok: boolean; err: boolean; val: unknown };
  writable.handleSubmsg = (
    contractAddress: string,
    message: { id: number; msg: Record<string, unknown>; reply_on: string; payload?: string },
    traces: never[] = [],
  ) =>
    wasm.store.tx((async () => {
      const { id, msg, reply_on: replyOn } = message;
      const payload = message.payload ?? "";
      const result = (await app.handleMsg(contractAddress, msg as never, traces)) as Result;
      const reply = (body: unknown) =>
        (wasm as unknown as { reply(a: string, m: unknown, t: never[]): Promise<Result> }).reply(
          contractAddress,
          { id, payload, gas_used: 0, result: body },
          traces,
        );
      if (result.ok) {
        const response = result.val as AppResponse;
        if (replyOn !== "success" && replyOn !== "always")
          return Ok({ events: response.events, data: null });
        const answered = await reply({
          ok: { events: response.events, ...subMessageResponse(msg, response) },
        });
        if (answered.err) return answered;
        const replied = answered.val as AppResponse;
        return Ok({ events: [...response.events, ...replied.events], data: replied.data });
      }
      const error = String(result.val);
      if (replyOn !== "error" && replyOn !== "always") return result;
      const answered = await reply({ error });
      if (answered.err) return answered;
      return Ok(answered.val);
    }) as never);

  const patched = new WeakSet<object>();
  const codeOf = new Map<string, number>();
  const getContract = wasm.getContract.bind(wasm);
  wasm.getContract = ((address: string) => {
    const codeId = wasm.getContractInfo(address)?.codeId;
    const contracts = (wasm as unknown as { contracts: Record<string, unknown> }).contracts;
    // an address reused after a rollback or a restore may now hold another code
    if (codeOf.has(address) && codeOf.get(address) !== codeId) delete contracts[address];
    if (codeId !== undefined) codeOf.set(address, codeId);
    const contract = getContract(address) as unknown as ContractLike;
    if (!patched.has(contract)) {
      patched.add(contract);
      for (const entry of ENTRY_POINTS) {
        const call = contract[entry] as (...args: unknown[]) => unknown;
        contract[entry] = (...args: unknown[]) => {
          if (contract._vm) contract._vm.backend.storage = storageOf(app, contract.getStorage());
          return withoutStackTraces(() => call.apply(contract, args));
        };
      }
      const query = contract.query as (...args: unknown[]) => unknown;
      contract.query = (...args: unknown[]) =>
        withoutStackTraces(() => query.apply(contract, args));
    }
    return contract;
  }) as never;
}

/**
 * Runs a synchronous contract call with no stack traces taken: cw-simulate wraps every contract
 * error in a ts-results `Err`, whose constructor formats a stack trace it never uses (with source
 * maps on, about 5% of a fuzzing step's time). Only messages are read, and the call is synchronous,
 * so no other code runs with the limit lowered.
 */
function withoutStackTraces<T>(call: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return call();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function freshStorage(app: CWSimulateApp): never {
  const registry = app.kvIterStorageRegistry as unknown as new () => { dict: unknown };
  return new registry().dict as never;
}

function storageOf(app: CWSimulateApp, dict: unknown): unknown {
  const registry = app.kvIterStorageRegistry as unknown as new (dict: unknown) => unknown;
  return new registry(dict);
}

let allocateStrFixed = false;

/**
 * cosmwasm-vm-js allocates `str.length` bytes (UTF-16 code units) for a string it then writes as
 * UTF-8, so any message, env or error text with non-ASCII characters overflows its region. The
 * method is on the VM class (every contract instance of the process), so it is fixed there, once.
 */
function fixAllocateStr(): void {
  if (allocateStrFixed) return;
  allocateStrFixed = true;
  const proto = VMInstance.prototype as unknown as {
    allocate_str(str: string): unknown;
    allocate_bytes(bytes: Uint8Array): unknown;
  };
  proto.allocate_str = function allocateStr(this: typeof proto, str: string) {
    return this.allocate_bytes(new TextEncoder().encode(str));
  };
}
