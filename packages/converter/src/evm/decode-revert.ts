import type { ObservedRevert, ScenarioValue } from "../scenario/index.ts";
import { decodeParams } from "./abi-codec.ts";
import type { AbiIndex } from "./abi-index.ts";
import type { AbiEntry } from "./abi-types.ts";
import { bytesToHex } from "./hex.ts";
import { type AddressNamer, toScenarioValue } from "./scenario-abi.ts";

export type DecodedRevert =
  | { kind: "string"; text: string }
  | { kind: "panic"; text: string }
  | {
      kind: "custom";
      name: string;
      entry: AbiEntry;
      args: ScenarioValue[];
      display: ScenarioValue[];
    }
  | { kind: "empty" }
  | { kind: "raw"; hex: string };

const ERROR_STRING = "0x08c379a0";
const PANIC = "0x4e487b71";

/** Decodes revert data: Error(string), Panic(uint256), a known custom error, nothing, or raw bytes. */
export function decodeRevert(
  data: Uint8Array,
  index: AbiIndex,
  name?: AddressNamer,
): DecodedRevert {
  if (data.length === 0) return { kind: "empty" };
  if (data.length < 4) return { kind: "raw", hex: bytesToHex(data) };
  const selector = bytesToHex(data.slice(0, 4));
  const body = data.slice(4);
  try {
    if (selector === ERROR_STRING) {
      const [text] = decodeParams([{ name: "", type: "string" }], body);
      return { kind: "string", text: text as string };
    }
    if (selector === PANIC) {
      const [code] = decodeParams([{ name: "", type: "uint256" }], body);
      return { kind: "panic", text: `Panic(0x${(code as bigint).toString(16)})` };
    }
    const entry = index.errors.get(selector);
    if (entry) {
      const inputs = entry.inputs ?? [];
      const values = decodeParams(inputs, body);
      return {
        kind: "custom",
        name: entry.name ?? "",
        entry,
        args: inputs.map((p, i) => toScenarioValue(p, values[i])),
        display: inputs.map((p, i) => toScenarioValue(p, values[i], name)),
      };
    }
  } catch {
    // malformed payload: reported raw below
  }
  return { kind: "raw", hex: bytesToHex(data) };
}

/** The revert as a scenario `expect.revert` value, for messages. */
export function revertForDisplay(revert: DecodedRevert): ObservedRevert {
  switch (revert.kind) {
    case "string":
    case "panic":
      return revert.text;
    case "custom":
      return { error: revert.name, args: revert.display };
    case "empty":
      return "";
    case "raw":
      return revert.hex;
  }
}
