import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import {
  MsgClearAdmin,
  MsgExecuteContract,
  MsgInstantiateContract,
  MsgMigrateContract,
  MsgStoreCode,
  MsgUpdateAdmin,
} from "cosmjs-types/cosmwasm/wasm/v1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";

export type ChainMsg =
  | { typeUrl: "/cosmwasm.wasm.v1.MsgStoreCode"; value: MsgStoreCode }
  | { typeUrl: "/cosmwasm.wasm.v1.MsgInstantiateContract"; value: MsgInstantiateContract }
  | { typeUrl: "/cosmwasm.wasm.v1.MsgExecuteContract"; value: MsgExecuteContract }
  | { typeUrl: "/cosmwasm.wasm.v1.MsgMigrateContract"; value: MsgMigrateContract }
  | { typeUrl: "/cosmwasm.wasm.v1.MsgUpdateAdmin"; value: MsgUpdateAdmin }
  | { typeUrl: "/cosmwasm.wasm.v1.MsgClearAdmin"; value: MsgClearAdmin }
  | { typeUrl: "/cosmos.bank.v1beta1.MsgSend"; value: MsgSend };

const decoders: Record<string, (bytes: Uint8Array) => ChainMsg["value"]> = {
  "/cosmwasm.wasm.v1.MsgStoreCode": (bytes) => MsgStoreCode.decode(bytes),
  "/cosmwasm.wasm.v1.MsgInstantiateContract": (bytes) => MsgInstantiateContract.decode(bytes),
  "/cosmwasm.wasm.v1.MsgExecuteContract": (bytes) => MsgExecuteContract.decode(bytes),
  "/cosmwasm.wasm.v1.MsgMigrateContract": (bytes) => MsgMigrateContract.decode(bytes),
  "/cosmwasm.wasm.v1.MsgUpdateAdmin": (bytes) => MsgUpdateAdmin.decode(bytes),
  "/cosmwasm.wasm.v1.MsgClearAdmin": (bytes) => MsgClearAdmin.decode(bytes),
  "/cosmos.bank.v1beta1.MsgSend": (bytes) => MsgSend.decode(bytes),
};

export function decodeMsg(any: Any): ChainMsg {
  const decode = decoders[any.typeUrl];
  if (!decode) throw new TxError(2, "sdk", `unknown message type ${any.typeUrl}`);
  return { typeUrl: any.typeUrl, value: decode(any.value) } as ChainMsg;
}

/** The account that must sign a message. */
export function msgSigner(msg: ChainMsg): string {
  return msg.typeUrl === "/cosmos.bank.v1beta1.MsgSend" ? msg.value.fromAddress : msg.value.sender;
}

export interface DecodedTx {
  raw: TxRaw;
  body: TxBody;
  authInfo: AuthInfo;
  msgs: ChainMsg[];
  pubkey: Uint8Array;
  signMode: SignMode;
}

/** A failure with an ABCI code and codespace, as a chain reports it. */
export class TxError extends Error {
  constructor(
    readonly code: number,
    readonly codespace: string,
    message: string,
  ) {
    super(message);
  }
}

export function decodeTx(txBytes: Uint8Array): DecodedTx {
  let raw: TxRaw;
  let body: TxBody;
  let authInfo: AuthInfo;
  try {
    raw = TxRaw.decode(txBytes);
    body = TxBody.decode(raw.bodyBytes);
    authInfo = AuthInfo.decode(raw.authInfoBytes);
  } catch (error) {
    throw new TxError(2, "sdk", `tx parse error: ${(error as Error).message}`);
  }
  if (body.messages.length === 0) throw new TxError(18, "sdk", "must contain at least one message");
  if (authInfo.signerInfos.length !== 1 || raw.signatures.length !== 1) {
    throw new TxError(4, "sdk", "the stand-in accepts transactions with exactly one signer");
  }
  const signer = authInfo.signerInfos[0];
  if (signer.publicKey?.typeUrl !== "/cosmos.crypto.secp256k1.PubKey") {
    throw new TxError(4, "sdk", "missing or unsupported public key");
  }
  const pubkey = PubKey.decode(signer.publicKey.value).key;
  const signMode = signer.modeInfo?.single?.mode ?? SignMode.SIGN_MODE_UNSPECIFIED;
  return { raw, body, authInfo, msgs: body.messages.map(decodeMsg), pubkey, signMode };
}
