/** A position in the rules text: 1-based line and column, end column exclusive. */
export interface Span {
  line: number;
  column: number;
  endColumn: number;
}

export type Expr =
  | { kind: "int"; value: bigint; span: Span }
  | { kind: "bool"; value: boolean; span: Span }
  | { kind: "string"; value: string; span: Span }
  | { kind: "ref"; name: string; span: Span }
  | { kind: "call"; name: string; args: Expr[]; span: Span }
  | { kind: "index"; target: Expr; index: number; span: Span }
  | { kind: "unary"; op: "!" | "-"; operand: Expr; span: Span }
  | { kind: "binary"; op: BinaryOp; left: Expr; right: Expr; span: Span };

export type BinaryOp =
  | "||"
  | "&&"
  | "=="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "+"
  | "-"
  | "*"
  | "/"
  | "%";

/** One rule: a line of the rules text that must evaluate to true after every step. */
export interface Rule {
  text: string;
  line: number;
  expr: Expr;
}

export interface RuleError {
  message: string;
  line: number;
  column: number;
  endColumn: number;
}
