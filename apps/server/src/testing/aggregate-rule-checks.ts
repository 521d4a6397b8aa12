import type { RuleOutcome } from "@contract-platform/api";
import type { RuleSide, RulesAfterSteps } from "./check-rules-after-steps.ts";

export interface RunRule {
  id: string;
  name: string;
  expression: string;
}

type Side = NonNullable<RuleOutcome["cosmwasm"]>;

const fresh = (): Side => ({ held: true, checks: 0, firstViolation: null });

function record(side: Side, result: RuleSide, scenario: string, label: string) {
  side.checks++;
  if ((!result.holds || result.error) && side.firstViolation === null) {
    side.held = false;
    side.firstViolation = { scenario, label, value: result.value, error: result.error };
  }
}

/**
 * Folds the rule checks of each scenario into one outcome per rule and side: how many steps it
 * was checked after and the first step after which it did not hold. A side that checked nothing
 * (the conversion did not run) is null.
 */
export function aggregateRuleChecks(
  rules: RunRule[],
  perScenario: { scenario: string; result: RulesAfterSteps | undefined }[],
): RuleOutcome[] {
  return rules.map((rule, i) => {
    const evm = fresh();
    const cosmwasm = fresh();
    for (const { scenario, result } of perScenario) {
      for (const step of result?.steps ?? []) {
        const check = step.checks.find((c) => c.rule === i);
        if (!check) continue;
        record(evm, check.evm, scenario, step.label);
        if (check.cosmwasm) record(cosmwasm, check.cosmwasm, scenario, step.label);
      }
    }
    return {
      ruleId: rule.id,
      name: rule.name,
      expression: rule.expression,
      evm,
      cosmwasm: cosmwasm.checks > 0 ? cosmwasm : null,
    };
  });
}
