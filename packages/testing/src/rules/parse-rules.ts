import type { AbiEntry } from "@contract-platform/converter/evm";
import type { BinaryOp, Expr, Rule, RuleError, Span } from "./rule-ast.ts";

type Token =
  | { kind: "int"; text: string; column: number }
  | { kind: "ident"; text: string; column: number }
  | { kind: "ref"; text: string; column: number }
  | { kind: "string"; text: string; value: string; column: number }
  | { kind: "op"; text: string; column: number }
  | { kind: "end"; text: ""; column: number };

class RuleSyntaxError extends Error {
  constructor(
    message: string,
    readonly column: number,
    readonly endColumn: number,
  ) {
    super(message);
  }
}

const OPERATORS = [
  "||",
  "&&",
  "==",
  "!=",
  "<=",
  ">=",
  "<",
  ">",
  "+",
  "-",
  "*",
  "/",
  "%",
  "!",
  "(",
  ")",
  ",",
  "[",
  "]",
];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const column = i + 1;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const int = /^(0x[0-9a-fA-F]+|[0-9][0-9_]*)/.exec(text.slice(i));
    if (int) {
      tokens.push({ kind: "int", text: int[0], column });
      i += int[0].length;
      continue;
    }
    const ident = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(text.slice(i));
    if (ident) {
      tokens.push({ kind: "ident", text: ident[0], column });
      i += ident[0].length;
      continue;
    }
    const ref = /^@[A-Za-z0-9_.-]+/.exec(text.slice(i));
    if (ref) {
      tokens.push({ kind: "ref", text: ref[0], column });
      i += ref[0].length;
      continue;
    }
    if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new RuleSyntaxError("unterminated string", column, text.length + 1);
      tokens.push({
        kind: "string",
        text: text.slice(i, end + 1),
        value: text.slice(i + 1, end),
        column,
      });
      i = end + 1;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) throw new RuleSyntaxError(`unexpected character '${ch}'`, column, column + 1);
    tokens.push({ kind: "op", text: op, column });
    i += op.length;
  }
  tokens.push({ kind: "end", text: "", column: text.length + 1 });
  return tokens;
}

const LEVELS: BinaryOp[][] = [
  ["||"],
  ["&&"],
  ["==", "!=", "<", "<=", ">", ">="],
  ["+", "-"],
  ["*", "/", "%"],
];

class Parser {
  private at = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly line: number,
  ) {}

  private get token(): Token {
    return this.tokens[this.at];
  }

  private span(from: number, to: Token = this.tokens[this.at - 1]): Span {
    return { line: this.line, column: from, endColumn: to.column + Math.max(to.text.length, 1) };
  }

  private fail(message: string, token = this.token): never {
    throw new RuleSyntaxError(message, token.column, token.column + Math.max(token.text.length, 1));
  }

  private accept(text: string): boolean {
    if (this.token.kind === "op" && this.token.text === text) {
      this.at++;
      return true;
    }
    return false;
  }

  parseRule(): Expr {
    const expr = this.binary(0);
    if (this.token.kind !== "end") this.fail(`unexpected '${this.token.text}'`);
    return expr;
  }

  private binary(level: number): Expr {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const op = LEVELS[level].find((o) => this.token.kind === "op" && this.token.text === o);
      if (!op) return left;
      this.at++;
      const right = this.binary(level + 1);
      left = {
        kind: "binary",
        op,
        left,
        right,
        span: { ...left.span, endColumn: right.span.endColumn },
      };
      // comparisons do not chain: a < b < c is an error, as in Solidity
      if (level === 2 && LEVELS[2].some((o) => this.token.kind === "op" && this.token.text === o)) {
        this.fail("comparisons cannot be chained; join them with &&");
      }
    }
  }

  private unary(): Expr {
    const start = this.token.column;
    if (this.accept("!")) {
      const operand = this.unary();
      return { kind: "unary", op: "!", operand, span: { ...operand.span, column: start } };
    }
    if (this.accept("-")) {
      const operand = this.unary();
      return { kind: "unary", op: "-", operand, span: { ...operand.span, column: start } };
    }
    return this.postfix(this.primary());
  }

  private postfix(expr: Expr): Expr {
    let out = expr;
    while (this.accept("[")) {
      const token = this.token;
      if (token.kind !== "int") this.fail("an index must be a number");
      this.at++;
      if (!this.accept("]")) this.fail("expected ']'");
      out = {
        kind: "index",
        target: out,
        index: Number(token.text),
        span: this.span(out.span.column),
      };
    }
    return out;
  }

  private primary(): Expr {
    const token = this.token;
    switch (token.kind) {
      case "int":
        this.at++;
        return {
          kind: "int",
          value: BigInt(token.text.replaceAll("_", "")),
          span: this.span(token.column),
        };
      case "ref":
        this.at++;
        return { kind: "ref", name: token.text, span: this.span(token.column) };
      case "string":
        this.at++;
        return { kind: "string", value: token.value, span: this.span(token.column) };
      case "ident": {
        this.at++;
        if (token.text === "true" || token.text === "false") {
          return { kind: "bool", value: token.text === "true", span: this.span(token.column) };
        }
        if (!this.accept("("))
          this.fail(`'${token.text}' is not a view call: write ${token.text}()`, token);
        const args: Expr[] = [];
        if (!this.accept(")")) {
          do args.push(this.binary(0));
          while (this.accept(","));
          if (!this.accept(")")) this.fail("expected ')' or ','");
        }
        return { kind: "call", name: token.text, args, span: this.span(token.column) };
      }
      case "op":
        if (this.accept("(")) {
          const inner = this.binary(0);
          if (!this.accept(")")) this.fail("expected ')'");
          return inner;
        }
        return this.fail(`unexpected '${token.text}'`);
      case "end":
        return this.fail("unexpected end of rule");
    }
  }
}

/** Every view call in an expression. */
function calls(expr: Expr): Extract<Expr, { kind: "call" }>[] {
  switch (expr.kind) {
    case "call":
      return [expr, ...expr.args.flatMap(calls)];
    case "index":
      return calls(expr.target);
    case "unary":
      return calls(expr.operand);
    case "binary":
      return [...calls(expr.left), ...calls(expr.right)];
    default:
      return [];
  }
}

/** Checks view calls against the contract's ABI: they must name a view with that many arguments. */
function checkCalls(expr: Expr, abi: AbiEntry[]): RuleError[] {
  const errors: RuleError[] = [];
  for (const call of calls(expr)) {
    const named = abi.filter((e) => e.type === "function" && e.name === call.name);
    const where = call.span;
    if (named.length === 0) {
      errors.push({ message: `the contract has no function ${call.name}`, ...where });
      continue;
    }
    const views = named.filter((e) => e.stateMutability === "view" || e.stateMutability === "pure");
    if (views.length === 0) {
      errors.push({ message: `${call.name} changes state; rules may only call views`, ...where });
      continue;
    }
    const fitting = views.filter((e) => (e.inputs ?? []).length === call.args.length);
    if (fitting.length === 0) {
      const counts = views.map((e) => (e.inputs ?? []).length).join(" or ");
      errors.push({
        message: `${call.name} takes ${counts} arguments, not ${call.args.length}`,
        ...where,
      });
    } else if (fitting.length > 1) {
      errors.push({
        message: `${call.name} is overloaded with ${call.args.length} arguments`,
        ...where,
      });
    }
  }
  return errors;
}

/**
 * Parses business rules, one per line (`#` starts a comment): integers with big-int arithmetic,
 * `== != < <= > >=`, `&& || !`, parentheses, and calls of the contract's views with literal,
 * `@actor` or computed arguments (`balanceOf(@alice)`, `reserves()[0]`). Every problem comes back
 * with its line and columns, for a validating editor; with the ABI, calls are checked too.
 */
export function parseRules(text: string, abi?: AbiEntry[]): { rules: Rule[]; errors: RuleError[] } {
  const rules: Rule[] = [];
  const errors: RuleError[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const comment = raw.indexOf("#");
    const body = comment >= 0 ? raw.slice(0, comment) : raw;
    if (body.trim() === "") return;
    try {
      const expr = new Parser(tokenize(body), line).parseRule();
      const callErrors = abi ? checkCalls(expr, abi) : [];
      if (callErrors.length > 0) errors.push(...callErrors);
      else rules.push({ text: body.trim(), line, expr });
    } catch (err) {
      if (!(err instanceof RuleSyntaxError)) throw err;
      errors.push({ message: err.message, line, column: err.column, endColumn: err.endColumn });
    }
  });
  return { rules, errors };
}
