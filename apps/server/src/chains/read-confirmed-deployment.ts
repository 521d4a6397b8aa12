import { decodeTxRaw } from "@cosmjs/proto-signing";
import type { IndexedTx } from "@cosmjs/stargate";
import { MsgInstantiateContract, MsgStoreCode } from "cosmjs-types/cosmwasm/wasm/v1/tx";
import { HttpError } from "../http/http-error.ts";
import type { ChainConnection } from "./connect-chain.ts";

export interface ConfirmedDeployment {
  codeId: number;
  checksum: string;
  contractAddress: string;
  deployer: string;
  admin: string | null;
  label: string;
  instantiateMsg: Record<string, unknown>;
  funds: { denom: string; amount: string }[];
  storeTxHash: string;
  instantiateTxHash: string;
  storeHeight: number;
  instantiateHeight: number;
  /** Block time of the instantiate transaction. */
  deployedAt: Date;
  gasUsed: { store: number; instantiate: number };
}

/**
 * Reads a wallet deployment back from the chain itself (ADR 0151): both transactions must be in a
 * block and successful, signed by the same account, the store must hold code whose on-chain
 * checksum is the build's, and the instantiate must create a contract of that code. Nothing the
 * browser said is taken on trust beyond the two hashes.
 */
export async function readConfirmedDeployment(
  connection: ChainConnection,
  chainId: string,
  input: { storeTxHash: string; instantiateTxHash: string; expectedChecksum: string },
): Promise<ConfirmedDeployment> {
  const storeTx = await confirmedTx(connection, chainId, input.storeTxHash, "store");
  const instantiateTx = await confirmedTx(
    connection,
    chainId,
    input.instantiateTxHash,
    "instantiate",
  );

  const store = onlyMessage(storeTx, "/cosmwasm.wasm.v1.MsgStoreCode", "store", (bytes) =>
    MsgStoreCode.decode(bytes),
  );
  const codeId = Number(attribute(storeTx, "store_code", "code_id"));
  if (!Number.isSafeInteger(codeId) || codeId <= 0) {
    throw new HttpError(422, "deployment_mismatch", `Transaction ${storeTx.hash} stored no code`);
  }
  const code = await connection.call((client) => client.getCodeDetails(codeId));
  const checksum = code.checksum.toLowerCase();
  if (checksum !== input.expectedChecksum.toLowerCase()) {
    throw new HttpError(
      422,
      "checksum_mismatch",
      `Code ${codeId} on ${chainId} has checksum ${checksum}, not the build's ${input.expectedChecksum}`,
    );
  }

  const instantiate = onlyMessage(
    instantiateTx,
    "/cosmwasm.wasm.v1.MsgInstantiateContract",
    "instantiate",
    (bytes) => MsgInstantiateContract.decode(bytes),
  );
  if (instantiate.sender !== store.sender) {
    throw new HttpError(
      422,
      "deployment_mismatch",
      `The instantiate was signed by ${instantiate.sender}, the store by ${store.sender}`,
    );
  }
  if (Number(instantiate.codeId) !== codeId) {
    throw new HttpError(
      422,
      "deployment_mismatch",
      `The instantiate created a contract of code ${instantiate.codeId}, not the stored code ${codeId}`,
    );
  }
  const contractAddress = attribute(instantiateTx, "instantiate", "_contract_address");
  const contract = await connection.call((client) => client.getContract(contractAddress));
  const block = await connection.call((client) => client.getBlock(instantiateTx.height));
  return {
    codeId,
    checksum,
    contractAddress,
    deployer: store.sender,
    admin: contract.admin ?? null,
    label: contract.label,
    instantiateMsg: parseObject(instantiate.msg),
    funds: instantiate.funds.map((coin) => ({ denom: coin.denom, amount: coin.amount })),
    storeTxHash: storeTx.hash,
    instantiateTxHash: instantiateTx.hash,
    storeHeight: storeTx.height,
    instantiateHeight: instantiateTx.height,
    deployedAt: new Date(block.header.time),
    gasUsed: { store: Number(storeTx.gasUsed), instantiate: Number(instantiateTx.gasUsed) },
  };
}

async function confirmedTx(
  connection: ChainConnection,
  chainId: string,
  hash: string,
  step: string,
): Promise<IndexedTx> {
  const tx = await connection.call((client) => client.getTx(hash.toUpperCase()));
  if (!tx) {
    throw new HttpError(
      409,
      "tx_not_confirmed",
      `The ${step} transaction ${hash} is not in a block on ${chainId} yet; try again in a few seconds`,
    );
  }
  if (tx.code !== 0) {
    throw new HttpError(
      422,
      "tx_failed",
      `The ${step} transaction ${hash} failed on ${chainId} (code ${tx.code}): ${tx.rawLog}`,
    );
  }
  return tx;
}

function onlyMessage<T>(
  tx: IndexedTx,
  typeUrl: string,
  step: string,
  decode: (bytes: Uint8Array) => T,
): T {
  const { body } = decodeTxRaw(tx.tx);
  const messages = body.messages.filter((message) => message.typeUrl === typeUrl);
  if (messages.length !== 1) {
    throw new HttpError(
      422,
      "deployment_mismatch",
      `Transaction ${tx.hash} is not a ${step} transaction (expected one ${typeUrl})`,
    );
  }
  return decode(messages[0].value);
}

function attribute(tx: IndexedTx, type: string, key: string): string {
  for (const event of tx.events) {
    if (event.type !== type) continue;
    const found = event.attributes.find((item) => item.key === key);
    if (found) return found.value;
  }
  throw new HttpError(422, "deployment_mismatch", `Transaction ${tx.hash} has no ${type}.${key}`);
}

function parseObject(bytes: Uint8Array): Record<string, unknown> {
  try {
    const value = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === "object" && !Array.isArray(value) ? value : { value };
  } catch {
    return {};
  }
}
