import { encodeSecp256k1Pubkey } from "@cosmjs/amino";
import { encodePubkey } from "@cosmjs/proto-signing";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { QueryAccountRequest, QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from "cosmjs-types/cosmos/bank/v1beta1/query";
import { SimulateRequest, SimulateResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import {
  QueryCodeRequest,
  QueryCodeResponse,
  QueryContractHistoryRequest,
  QueryContractHistoryResponse,
  QueryContractInfoRequest,
  QueryContractInfoResponse,
  QueryContractsByCodeRequest,
  QueryContractsByCodeResponse,
  QuerySmartContractStateRequest,
  QuerySmartContractStateResponse,
} from "cosmjs-types/cosmwasm/wasm/v1/query";
import { AccessType, ContractCodeHistoryOperationType } from "cosmjs-types/cosmwasm/wasm/v1/types";
import { asTxError, type ChainCore } from "./chain-core.ts";
import { TxError } from "./decode-tx.ts";

export interface AbciQueryAnswer {
  code: number;
  codespace: string;
  log: string;
  value: Uint8Array;
}

type Handler = (core: ChainCore, data: Uint8Array) => Uint8Array;

const handlers: Record<string, Handler> = {
  "/cosmos.auth.v1beta1.Query/Account": (core, data) => {
    const { address } = QueryAccountRequest.decode(data);
    const account = core.state.accounts.get(address);
    if (!account) {
      throw new TxError(
        22,
        "sdk",
        `rpc error: code = NotFound desc = account ${address} not found`,
      );
    }
    const base = BaseAccount.fromPartial({
      address,
      accountNumber: account.accountNumber,
      sequence: account.sequence,
      pubKey: account.pubkey ? encodePubkey(encodeSecp256k1Pubkey(account.pubkey)) : undefined,
    });
    return QueryAccountResponse.encode({
      account: {
        typeUrl: "/cosmos.auth.v1beta1.BaseAccount",
        value: BaseAccount.encode(base).finish(),
      },
    }).finish();
  },
  "/cosmos.bank.v1beta1.Query/Balance": (core, data) => {
    const { address, denom } = QueryBalanceRequest.decode(data);
    const amount = core.state.accounts.get(address)?.balances.get(denom) ?? 0n;
    return QueryBalanceResponse.encode({ balance: { denom, amount: String(amount) } }).finish();
  },
  "/cosmos.bank.v1beta1.Query/AllBalances": (core, data) => {
    const { address } = QueryAllBalancesRequest.decode(data);
    const balances = [...(core.state.accounts.get(address)?.balances ?? new Map())].map(
      ([denom, amount]) => ({ denom, amount: String(amount) }),
    );
    return QueryAllBalancesResponse.encode({ balances }).finish();
  },
  "/cosmos.tx.v1beta1.Service/Simulate": (core, data) => {
    const { txBytes } = SimulateRequest.decode(data);
    const { gasUsed } = core.simulate(txBytes);
    return SimulateResponse.encode(
      SimulateResponse.fromPartial({ gasInfo: { gasUsed, gasWanted: gasUsed } }),
    ).finish();
  },
  "/cosmwasm.wasm.v1.Query/Code": (core, data) => {
    const { codeId } = QueryCodeRequest.decode(data);
    const code = core.state.codes.get(codeId);
    if (!code) throw new TxError(22, "wasm", `no such code: ${codeId}: not found`);
    return QueryCodeResponse.encode({
      codeInfo: {
        codeId: code.codeId,
        creator: code.creator,
        dataHash: code.checksum,
        instantiatePermission: { permission: AccessType.ACCESS_TYPE_EVERYBODY, addresses: [] },
      },
      data: code.wasm,
    }).finish();
  },
  "/cosmwasm.wasm.v1.Query/ContractInfo": (core, data) => {
    const { address } = QueryContractInfoRequest.decode(data);
    const contract = core.state.contracts.get(address);
    if (!contract) throw new TxError(22, "wasm", `no such contract: ${address}: not found`);
    return QueryContractInfoResponse.encode({
      address,
      contractInfo: {
        codeId: contract.codeId,
        creator: contract.creator,
        admin: contract.admin,
        label: contract.label,
        created: { blockHeight: BigInt(contract.createdHeight), txIndex: 0n },
        ibcPortId: "",
      },
    }).finish();
  },
  "/cosmwasm.wasm.v1.Query/ContractHistory": (core, data) => {
    const { address } = QueryContractHistoryRequest.decode(data);
    const contract = core.state.contracts.get(address);
    if (!contract) throw new TxError(22, "wasm", `no such contract: ${address}: not found`);
    return QueryContractHistoryResponse.encode({
      entries: contract.history.map((entry) => ({
        operation:
          entry.operation === "init"
            ? ContractCodeHistoryOperationType.CONTRACT_CODE_HISTORY_OPERATION_TYPE_INIT
            : ContractCodeHistoryOperationType.CONTRACT_CODE_HISTORY_OPERATION_TYPE_MIGRATE,
        codeId: entry.codeId,
        updated: { blockHeight: BigInt(entry.height), txIndex: 0n },
        msg: new TextEncoder().encode(JSON.stringify(entry.msg)),
      })),
    }).finish();
  },
  "/cosmwasm.wasm.v1.Query/ContractsByCode": (core, data) => {
    const { codeId } = QueryContractsByCodeRequest.decode(data);
    const contracts = [...core.state.contracts.values()]
      .filter((contract) => contract.codeId === codeId)
      .map((contract) => contract.address);
    return QueryContractsByCodeResponse.encode({ contracts }).finish();
  },
  "/cosmwasm.wasm.v1.Query/SmartContractState": (core, data) => {
    const { address, queryData } = QuerySmartContractStateRequest.decode(data);
    const contract = core.state.contracts.get(address);
    if (!contract) throw new TxError(22, "wasm", `not found: contract ${address}`);
    let msg: unknown;
    try {
      msg = JSON.parse(new TextDecoder().decode(queryData));
    } catch {
      throw new TxError(9, "wasm", "invalid query: query data must be JSON");
    }
    const result = core.options.runtime.query({
      contractAddress: address,
      state: contract.state,
      msg,
    });
    if (!result.ok) throw new TxError(9, "wasm", `${result.error}: query wasm contract failed`);
    return QuerySmartContractStateResponse.encode({
      data: new TextEncoder().encode(JSON.stringify(result.data)),
    }).finish();
  },
};

/** Answers an ABCI query the way a wasmd node's gRPC-over-ABCI router would. */
export function abciQuery(core: ChainCore, path: string, dataHex: string): AbciQueryAnswer {
  const handler = handlers[path];
  if (!handler) {
    return {
      code: 6,
      codespace: "sdk",
      log: `unknown query path: ${path}`,
      value: new Uint8Array(),
    };
  }
  try {
    const data = Buffer.from(dataHex, "hex");
    return { code: 0, codespace: "", log: "", value: handler(core, new Uint8Array(data)) };
  } catch (error) {
    const failure = asTxError(error);
    return {
      code: failure.code,
      codespace: failure.codespace,
      log: failure.message,
      value: new Uint8Array(),
    };
  }
}
