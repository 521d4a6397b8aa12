import type { Coin } from "@cosmjs/amino";
import type { EncodeObject } from "@cosmjs/proto-signing";
import { MsgInstantiateContract, MsgStoreCode } from "cosmjs-types/cosmwasm/wasm/v1/tx";

/** gzip, as chains accept compressed wasm (and CosmJS's upload sends it). */
export async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function storeCodeMessage(sender: string, gzippedWasm: Uint8Array): EncodeObject {
  return {
    typeUrl: "/cosmwasm.wasm.v1.MsgStoreCode",
    value: MsgStoreCode.fromPartial({ sender, wasmByteCode: gzippedWasm }),
  };
}

export function instantiateMessage(
  sender: string,
  codeId: number,
  options: { label: string; admin: string | null; msg: unknown; funds: Coin[] },
): EncodeObject {
  return {
    typeUrl: "/cosmwasm.wasm.v1.MsgInstantiateContract",
    value: MsgInstantiateContract.fromPartial({
      sender,
      codeId: BigInt(codeId),
      label: options.label,
      msg: new TextEncoder().encode(JSON.stringify(options.msg)),
      funds: options.funds,
      admin: options.admin ?? "",
    }),
  };
}
