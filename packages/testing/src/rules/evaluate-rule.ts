import type { ScenarioValue } from "@contract-platform/converter/scenario";
import type { Expr, Rule } from "./rule-ast.ts";

export type RuleValue = bigint | boolean | string | RuleValue[];

/** Answers view calls on one side (the EVM or CosmWasm), in the scenario encoding. */
export interface ViewCaller {
  call(
    name: string,
    args: ScenarioValue[],
  ): Promise<{ ok: true; returns: ScenarioValue[] } | { ok: false; error: string }>;
}

export interface RuleResult {
  rule: string;
  line: number;
  /** Whether the rule evaluated to true (false also when it could not be evaluated). */
  holds: boolean;
  /** What it evaluated to, as text (`true`, `false`, or the value of a non-bool rule). */
  value?: string;
  /** Why it could not be evaluated: a view that failed, division by zero, a type mismatch. */
  error?: string;
}

class RuleEvaluationError extends Error {}

function fromScenario(value: ScenarioValue): RuleValue {
  if (Array.isArray(value)) return value.map(fromScenario);
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return BigInt(value);
  return /^-?[0-9]+$/.test(value) ? BigInt(value) : value;
}

function toScenario(value: RuleValue): ScenarioValue {
  if (Array.isArray(value)) return value.map(toScenario);
  return typeof value === "bigint" ? value.toString() : value;
}

export function showRuleValue(value: RuleValue): string {
  if (Array.isArray(value)) return `[${value.map(showRuleValue).join(", ")}]`;
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function int(value: RuleValue, op: string): bigint {
  if (typeof value !== "bigint")
    throw new RuleEvaluationError(`${op} needs integers, got ${showRuleValue(value)}`);
  return value;
}

function bool(value: RuleValue, op: string): boolean {
  if (typeof value !== "boolean")
    throw new RuleEvaluationError(`${op} needs true or false, got ${showRuleValue(value)}`);
  return value;
}

function same(a: RuleValue, b: RuleValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => same(x, b[i]))
    );
  }
  return a === b;
}

async function evaluate(expr: Expr, caller: ViewCaller): Promise<RuleValue> {
  switch (expr.kind) {
    case "int":
    case "bool":
    case "string":
      return expr.value;
    case "ref":
      return expr.name;
    case "call": {
      const args: ScenarioValue[] = [];
      for (const arg of expr.args) args.push(toScenario(await evaluate(arg, caller)));
      const answer = await caller.call(expr.name, args);
      if (!answer.ok) throw new RuleEvaluationError(`${expr.name}(…) failed: ${answer.error}`);
      return answer.returns.length === 1
        ? fromScenario(answer.returns[0])
        : answer.returns.map(fromScenario);
    }
    case "index": {
      const target = await evaluate(expr.target, caller);
      if (!Array.isArray(target) || expr.index >= target.length) {
        throw new RuleEvaluationError(
          `[${expr.index}] is out of range of ${showRuleValue(target)}`,
        );
      }
      return target[expr.index];
    }
    case "unary": {
      const operand = await evaluate(expr.operand, caller);
      return expr.op === "!" ? !bool(operand, "!") : -int(operand, "-");
    }
    case "binary": {
      if (expr.op === "&&" || expr.op === "||") {
        const left = bool(await evaluate(expr.left, caller), expr.op);
        if (expr.op === "&&" ? !left : left) return left;
        return bool(await evaluate(expr.right, caller), expr.op);
      }
      const left = await evaluate(expr.left, caller);
      const right = await evaluate(expr.right, caller);
      switch (expr.op) {
        case "==":
          return same(left, right);
        case "!=":
          return !same(left, right);
        case "<":
          return int(left, "<") < int(right, "<");
        case "<=":
          return int(left, "<=") <= int(right, "<=");
        case ">":
          return int(left, ">") > int(right, ">");
        case ">=":
          return int(left, ">=") >= int(right, ">=");
        case "+":
          return int(left, "+") + int(right, "+");
        case "-":
          return int(left, "-") - int(right, "-");
        case "*":
          return int(left, "*") * int(right, "*");
        case "/":
        case "%": {
          const divisor = int(right, expr.op);
          if (divisor === 0n) throw new RuleEvaluationError("division by zero");
          return expr.op === "/" ? int(left, "/") / divisor : int(left, "%") % divisor;
        }
      }
    }
  }
}

/** Evaluates a rule on one side; a rule holds when it evaluates to `true`. */
export async function evaluateRule(rule: Rule, caller: ViewCaller): Promise<RuleResult> {
  const base = { rule: rule.text, line: rule.line };
  try {
    const value = await evaluate(rule.expr, caller);
    return { ...base, holds: value === true, value: showRuleValue(value) };
  } catch (err) {
    if (!(err instanceof RuleEvaluationError)) throw err;
    return { ...base, holds: false, error: err.message };
  }
}
