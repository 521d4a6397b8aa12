import { makeHint } from "../make-finding.ts";
import type { Hint } from "../result-schema.ts";
import { type AST, baseIdentifier, isLoop, type Node, walk } from "./ast-helpers.ts";
import { isCallTo } from "./detector.ts";
import {
  type ContractInfo,
  isStateVariable,
  type SolidityContext,
  type StateVarInfo,
  stateWrites,
} from "./solidity-context.ts";

/** Gas optimisation hints for Solidity sources. */
export function computeGasHints(ctx: SolidityContext): Hint[] {
  const hints: Hint[] = [];
  const hint = (
    ruleId: string,
    title: string,
    impact: Hint["impact"],
    node: AST.BaseASTNode,
    message: string,
    recommendation: string,
    header = false,
  ) => {
    // Inherited declarations of another project file are hinted at in that file's own analysis.
    const text = ctx.textOf(node);
    if (text.file !== ctx.file) return;
    const location = header ? text.headerLocation(node) : text.nodeLocation(node);
    hints.push(
      makeHint({
        ruleId,
        title,
        language: "solidity",
        kind: "gas",
        impact,
        message,
        recommendation,
        location,
      }),
    );
  };
  for (const c of ctx.contracts) {
    if (c.kind === "interface") continue;
    storageInLoops(ctx, c, hint);
    constantAndImmutable(ctx, c, hint);
    packing(c, hint);
    for (const fn of c.functions) {
      if (fn.node.type !== "FunctionDefinition") continue;
      if (fn.visibility === "external") {
        for (const p of fn.node.parameters) {
          if (p.storageLocation !== "memory" || !p.name) continue;
          let written = false;
          walk(fn.node.body, (n) => {
            if (
              n.type === "BinaryOperation" &&
              /=$/.test(n.operator as string) &&
              baseIdentifier(n.left as Node) === p.name
            )
              written = true;
          });
          if (!written) {
            hint(
              "gas-calldata-parameter",
              "Read-only parameter in memory",
              "low",
              p,
              `${p.name} is copied to memory but never modified.`,
              "Declare it calldata to skip the copy.",
            );
          }
        }
      }
      walk(fn.node.body, (n) => {
        if (n.type === "ForStatement" && !ctx.pre08) {
          const step = n.loopExpression as Node | null;
          const expr = step?.type === "ExpressionStatement" ? (step.expression as Node) : step;
          if (expr?.type === "UnaryOperation" && expr.operator === "++") {
            hint(
              "gas-unchecked-increment",
              "Checked loop counter increment",
              "low",
              expr,
              "The loop counter increment is overflow-checked.",
              "Compile with solc >= 0.8.22 (which drops the check) or increment in an unchecked block.",
            );
          }
        }
      });
    }
    if (!ctx.pre08) {
      const withStrings: Node[] = [];
      for (const fn of c.functions) {
        walk(fn.node.body, (n) => {
          if (isCallTo(n, "require") && (n.arguments as Node[])[1]?.type === "StringLiteral")
            withStrings.push(n);
          if (
            n.type === "RevertStatement" ||
            (isCallTo(n, "revert") && (n.arguments as Node[])[0]?.type === "StringLiteral")
          ) {
            if (n.type !== "RevertStatement") withStrings.push(n);
          }
        });
      }
      if (withStrings.length > 0) {
        hint(
          "gas-custom-errors",
          "Revert strings instead of custom errors",
          "low",
          withStrings[0],
          `${c.name} uses ${withStrings.length} revert string(s).`,
          "Declare custom errors (error Unauthorized();) and revert with them: smaller bytecode and cheaper reverts.",
        );
      }
    }
  }
  return hints;
}

type HintFn = (
  ruleId: string,
  title: string,
  impact: Hint["impact"],
  node: AST.BaseASTNode,
  message: string,
  recommendation: string,
  header?: boolean,
) => void;

function storageInLoops(ctx: SolidityContext, c: ContractInfo, hint: HintFn) {
  for (const fn of c.functions) {
    walk(fn.node.body, (loop) => {
      if (!isLoop(loop)) return;
      const reported = new Set<string>();
      const writes = new Set(stateWrites(ctx, fn, loop).map((w) => w.name));
      walk((loop.conditionExpression ?? loop.condition) as Node, (m) => {
        if (m.type === "MemberAccess" && m.memberName === "length") {
          const name = baseIdentifier(m.expression as Node);
          if (name && isStateVariable(ctx, fn, m.expression as Node, name) && !writes.has(name)) {
            reported.add(name);
            hint(
              "gas-array-length-in-loop",
              "Storage array length read every iteration",
              "medium",
              m,
              `${name}.length is read from storage on every iteration.`,
              "Cache the length in a local variable before the loop.",
            );
          }
        }
      });
      walk(loop.body as Node, (m, parents) => {
        if (m.type !== "Identifier") return;
        const name = m.name as string;
        if (reported.has(name) || writes.has(name)) return;
        const sv = c.stateVars.get(name);
        if (!sv || sv.constant || sv.immutable || /^mapping|\[\]$/.test(sv.type)) return;
        if (!isStateVariable(ctx, fn, m, name)) return;
        const parent = parents[parents.length - 1];
        if (parent?.type === "MemberAccess" && parent.memberName === "length") return;
        reported.add(name);
        hint(
          "gas-storage-read-in-loop",
          "Storage variable read inside a loop",
          "medium",
          m,
          `${name} is read from storage on every iteration (2100 gas cold, 100 warm).`,
          "Copy it to a local variable before the loop.",
        );
      });
    });
  }
}

function isLiteralValue(n: Node | null | undefined): boolean {
  if (!n) return false;
  let ok = true;
  walk(n, (m) => {
    if (
      ![
        "NumberLiteral",
        "BooleanLiteral",
        "StringLiteral",
        "HexLiteral",
        "BinaryOperation",
        "TupleExpression",
        "UnaryOperation",
      ].includes(m.type)
    )
      ok = false;
  });
  return ok;
}

function constantAndImmutable(ctx: SolidityContext, c: ContractInfo, hint: HintFn) {
  const writtenIn = new Map<string, Set<string>>();
  for (const fn of c.functions) {
    for (const w of stateWrites(ctx, fn, fn.node.body)) {
      const set = writtenIn.get(w.name) ?? new Set();
      set.add(fn.kind);
      writtenIn.set(w.name, set);
    }
  }
  for (const v of c.ownStateVars) {
    if (
      v.constant ||
      v.immutable ||
      /^mapping|\[\]$|^string$|^bytes$/.test(v.type) ||
      /^struct /.test(v.type)
    )
      continue;
    const writers = writtenIn.get(v.name);
    if (!writers && isLiteralValue(v.statement.initialValue as Node | null)) {
      hint(
        "gas-constant-candidate",
        "State variable could be constant",
        "medium",
        v.statement,
        `${v.name} is never changed after its initialisation.`,
        "Declare it constant: reads become free instead of an SLOAD.",
      );
    } else if (writers && [...writers].every((k) => k === "constructor") && !ctx.pre08) {
      hint(
        "gas-immutable-candidate",
        "State variable could be immutable",
        "medium",
        v.statement,
        `${v.name} is only set in the constructor.`,
        "Declare it immutable: it is stored in the bytecode and read without an SLOAD.",
      );
    }
  }
}

function sizeOf(v: StateVarInfo): number {
  const t = v.type;
  let m = /^u?int(\d+)$/.exec(t);
  if (m) return Number(m[1]) / 8;
  m = /^bytes(\d+)$/.exec(t);
  if (m) return Number(m[1]);
  if (t === "address" || t === "address payable") return 20;
  if (t === "bool") return 1;
  if (/^enum /.test(t)) return 1;
  return 32;
}

function slots(sizes: number[]): number {
  let count = 0;
  let used = 32;
  for (const s of sizes) {
    if (s === 32 || used + s > 32) {
      count++;
      used = s;
    } else used += s;
  }
  return count;
}

function packing(c: ContractInfo, hint: HintFn) {
  const vars = c.ownStateVars.filter((v) => !v.constant && !v.immutable);
  const sizes = vars.map(sizeOf);
  const current = slots(sizes);
  // first-fit decreasing
  const bins: number[] = [];
  for (const s of [...sizes].sort((a, b) => b - a)) {
    const i = bins.findIndex((used) => used + s <= 32);
    if (i >= 0 && s < 32) bins[i] += s;
    else bins.push(s);
  }
  if (bins.length < current && vars.length > 0) {
    hint(
      "gas-storage-packing",
      "State variables could be packed into fewer slots",
      "medium",
      vars[0].statement,
      `${c.name} uses ${current} storage slots; reordering the variables needs ${bins.length}.`,
      "Declare small types (bool, uint8..uint128, address) next to each other so they share 32-byte slots.",
    );
  }
}
