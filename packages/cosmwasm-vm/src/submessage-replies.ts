import { fromBase64, toBase64, toUtf8 } from "@cosmjs/encoding";

/** A protobuf message of length-delimited fields (strings and bytes), as wasmd encodes them. */
function protoFields(fields: [number, Uint8Array][]): Uint8Array {
  const parts: number[] = [];
  for (const [field, bytes] of fields) {
    if (bytes.length === 0) continue;
    parts.push((field << 3) | 2);
    let length = bytes.length;
    while (length > 0x7f) {
      parts.push((length & 0x7f) | 0x80);
      length >>>= 7;
    }
    parts.push(length, ...bytes);
  }
  return Uint8Array.from(parts);
}

/**
 * What wasmd hands a contract's `reply` for a successful sub-message, by message kind: the
 * message's response (`MsgExecuteContractResponse {data}`, `MsgInstantiateContractResponse
 * {address, data}`, empty for bank sends) both as the deprecated `data` and in `msg_responses`.
 * cw-simulate always encodes an instantiate response, so a contract reading an execute's result
 * (cw-utils `parse_execute_response_data`) fails.
 */
export function subMessageResponse(
  msg: Record<string, unknown>,
  result: {
    data: string | null;
    events: { type: string; attributes: { key: string; value: string }[] }[];
  },
): { data: string | null; msg_responses: { type_url: string; value: string }[] } {
  const data = result.data ? fromBase64(result.data) : new Uint8Array();
  const wasm = msg.wasm as Record<string, unknown> | undefined;
  let typeUrl: string;
  let value: Uint8Array;
  if (wasm && ("instantiate" in wasm || "instantiate2" in wasm)) {
    const address =
      result.events
        .find((e) => e.type === "instantiate")
        ?.attributes.find((a) => a.key === "_contract_address")?.value ?? "";
    typeUrl = `/cosmwasm.wasm.v1.${"instantiate2" in wasm ? "MsgInstantiateContract2Response" : "MsgInstantiateContractResponse"}`;
    value = protoFields([
      [1, toUtf8(address)],
      [2, data],
    ]);
  } else if (wasm && "execute" in wasm) {
    typeUrl = "/cosmwasm.wasm.v1.MsgExecuteContractResponse";
    value = protoFields([[1, data]]);
  } else if (wasm && "migrate" in wasm) {
    typeUrl = "/cosmwasm.wasm.v1.MsgMigrateContractResponse";
    value = protoFields([[1, data]]);
  } else {
    typeUrl = msg.bank ? "/cosmos.bank.v1beta1.MsgSendResponse" : "";
    value = new Uint8Array();
  }
  const encoded = toBase64(value);
  return {
    data: value.length > 0 ? encoded : null,
    msg_responses: typeUrl ? [{ type_url: typeUrl, value: encoded }] : [],
  };
}
