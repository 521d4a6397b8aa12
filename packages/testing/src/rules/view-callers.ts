import { type AbiEntry, type EvmSession, entrySignature } from "@contract-platform/converter/evm";
import type { ScenarioValue } from "@contract-platform/converter/scenario";
import {
  type ContractReport,
  encodeMessageValue,
  findFunction,
  type ReportIndex,
  type RunnerJson,
} from "@contract-platform/converter/scenario-test";
import type { WasmSession } from "../cosmwasm/wasm-session.ts";
import type { ViewCaller } from "./evaluate-rule.ts";

/** The view a rule calls: by name and argument count (parseRules checked it is unambiguous). */
function viewSignature(abi: AbiEntry[], name: string, argCount: number): string | undefined {
  const fn = abi.find(
    (e) =>
      e.type === "function" &&
      e.name === name &&
      (e.inputs ?? []).length === argCount &&
      (e.stateMutability === "view" || e.stateMutability === "pure"),
  );
  return fn ? entrySignature(fn) : undefined;
}

/** Rules' view calls on the EVM: calls by `from` at the current block that change nothing. */
export function evmViewCaller(session: EvmSession, abi: AbiEntry[], from: string): ViewCaller {
  return {
    async call(name, args) {
      const call = viewSignature(abi, name, args.length);
      if (!call) return { ok: false, error: `no view ${name} with ${args.length} arguments` };
      try {
        const observed = await session.view({ from, call, args });
        return observed.ok
          ? { ok: true, returns: observed.returns ?? [] }
          : { ok: false, error: JSON.stringify(observed.revert) };
      } catch (err) {
        return { ok: false, error: (err as Error).message };
      }
    },
  };
}

/** Rules' view calls on CosmWasm: smart queries of the converted contract through conversion.json. */
export function wasmViewCaller(
  session: WasmSession,
  index: ReportIndex,
  section: ContractReport,
  abi: AbiEntry[],
  from: string,
): ViewCaller {
  return {
    async call(name, args) {
      const signature = viewSignature(abi, name, args.length);
      const fn = signature ? findFunction(section, signature, index) : undefined;
      if (!fn?.variant) return { ok: false, error: `no query for ${name} in conversion.json` };
      try {
        const ctx = {
          index,
          section,
          where: `rule ${name}`,
          isKnown: (n: string) => session.has(`@${n}`),
        };
        const fields: { [k: string]: RunnerJson } = {};
        const explicit = fn.params.filter((p) => p.implicit === undefined);
        explicit.forEach((p, i) => {
          fields[p.field] = encodeMessageValue(args[i] as ScenarioValue, p.type, p.json, ctx);
        });
        for (const p of fn.params) if (p.implicit === "msg.sender") fields[p.field] = `@${from}`;
        if (fn.reads_sender && !fn.params.some((p) => p.implicit === "msg.sender")) {
          fields[fn.sender_field ?? "sender"] = `@${from}`;
        }
        const observed = session.view(
          "@contract",
          { [fn.variant]: fields },
          {
            kind: "step",
            index: -1,
            section,
            fn,
          },
        );
        return observed.ok
          ? { ok: true, returns: observed.returns ?? [] }
          : { ok: false, error: JSON.stringify(observed.revert) };
      } catch (err) {
        return { ok: false, error: (err as Error).message };
      }
    },
  };
}
