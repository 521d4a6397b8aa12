import {
  type ContractInterfaceResponse,
  canonicalType,
  entrySignature,
} from "@contract-platform/api";

export const SCENARIO_PROPOSAL_SYSTEM_PROMPT = `You write behaviour scenarios for a Solidity contract. Each scenario is replayed on the original contract (an EVM) and on its conversion to CosmWasm, and every result is compared, so good scenarios reach the places where a conversion can go wrong.
Propose up to 5 scenarios, each a short sequence of calls, covering: edge cases (zero, maximum and boundary values, empty strings, repeated calls, time moving on), access control (callers who must be refused, the owner or admin changing), and reverts (every require, custom error and arithmetic overflow you can reach).
Rules:
- The actors are alice (she deploys the contract), bob and carol.
- Call only the functions listed, by their exact signature, with exactly as many arguments as they take.
- Write every argument as text: integers in decimal ("1000"), addresses as "@alice", "@bob", "@carol", "@contract" or "@zero", bools as "true"/"false", bytes as 0x hex, strings as they are, arrays and structs as JSON text ("[1,2]").
- value is the native amount attached, in decimal ("0" unless the function is payable); timeDelta is seconds added to the clock before the call.
- Do not write expected results: the original contract is run to take them.`;

/** The question about one contract: its source and the functions a scenario may call. */
export function buildScenarioProposalPrompt(
  iface: ContractInterfaceResponse,
  source: string,
): { prompt: string } {
  const main = iface.contracts.find((c) => c.name === iface.mainContract);
  const entries = main?.abi ?? [];
  const ctor = entries.find((e) => e.type === "constructor");
  const describe = (entry: (typeof entries)[number]) =>
    `${entrySignature(entry)} — ${entry.stateMutability ?? "nonpayable"}; parameters: ${
      (entry.inputs ?? []).map((p) => `${p.name || "_"} ${canonicalType(p)}`).join(", ") || "none"
    }`;
  const functions = entries.filter((e) => e.type === "function").map(describe);
  if (entries.some((e) => e.type === "receive"))
    functions.push("receive() — payable (a plain transfer)");
  const prompt = [
    `Contract ${iface.mainContract} in ${iface.fileName}:`,
    "```solidity",
    source,
    "```",
    `Constructor parameters (deployArgs): ${
      (ctor?.inputs ?? []).map((p) => `${p.name || "_"} ${canonicalType(p)}`).join(", ") || "none"
    }`,
    "Functions a step may call:",
    ...functions.map((line) => `- ${line}`),
  ].join("\n");
  return { prompt };
}
