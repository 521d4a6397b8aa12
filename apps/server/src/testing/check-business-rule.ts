import type { ContractInterfaceResponse, RuleProblem } from "@contract-platform/api";
import { parseRules } from "@contract-platform/testing";

/**
 * Parses one rule against the main contract's ABI (views by name and argument count): every
 * problem with its column, [] when it is a valid rule.
 */
export function checkBusinessRule(
  expression: string,
  iface: Pick<ContractInterfaceResponse, "contracts" | "mainContract">,
): RuleProblem[] {
  const abi = iface.contracts.find((c) => c.name === iface.mainContract)?.abi ?? [];
  const parsed = parseRules(expression, abi);
  const problems = parsed.errors.map((error) => ({
    message: error.message,
    column: error.column,
    endColumn: error.endColumn,
  }));
  if (problems.length === 0 && parsed.rules.length !== 1) {
    problems.push({
      message: parsed.rules.length === 0 ? "The rule is empty" : "One rule is one line",
      column: 1,
      endColumn: expression.length + 1,
    });
  }
  return problems;
}
