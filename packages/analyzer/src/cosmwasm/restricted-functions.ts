import { parseSolidity } from "../solidity/parse-solidity.ts";
import { buildSolidityContext } from "../solidity/solidity-context.ts";

/** State-changing entry points of a Solidity source that only privileged callers may run. */
export function restrictedFunctions(
  source: string,
  file = "contract.sol",
): Array<{ contract: string; name: string; guard: string }> {
  const parsed = parseSolidity(source);
  if (!parsed.ast) return [];
  const ctx = buildSolidityContext(file, source, parsed.ast, null);
  return ctx.contracts.flatMap((c) =>
    c.functions
      .filter((f) => f.kind === "function" && f.mutating && f.protected)
      .map((f) => ({
        contract: c.name,
        name: f.name,
        guard:
          f.modifierNames
            .filter((m) => /only|auth|owner|admin|role|restricted|guard/i.test(m))
            .join(", ") || "msg.sender check",
      })),
  );
}
