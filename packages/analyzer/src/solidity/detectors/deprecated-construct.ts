import type { AST } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  isBuiltinMember,
  isCallTo,
  type Occurrence,
  solidityRule,
} from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

export const deprecatedConstruct = solidityRule(
  {
    id: "deprecated-construct",
    title: "Deprecated Solidity construct",
    severity: "informational",
    confidence: "high",
    description:
      "suicide, sha3, throw, msg.gas, block.blockhash, callcode, var, constant functions, now and constructors named after the contract are deprecated or removed in current Solidity.",
    recommendation:
      "Use selfdestruct, keccak256, revert(), gasleft(), blockhash(), delegatecall, explicit types, view, block.timestamp and the constructor keyword.",
    category: "best-practice",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(
      ctx,
      (n) => {
        if (isCallTo(n, "suicide"))
          out.push({ node: n, message: "suicide() is deprecated; use selfdestruct()." });
        else if (isCallTo(n, "sha3"))
          out.push({ node: n, message: "sha3() is deprecated; use keccak256()." });
        else if (n.type === "ThrowStatement")
          out.push({ node: n, message: "throw is deprecated; use revert()." });
        else if (isBuiltinMember(n, "msg", "gas"))
          out.push({ node: n, message: "msg.gas is deprecated; use gasleft()." });
        else if (isBuiltinMember(n, "block", "blockhash"))
          out.push({ node: n, message: "block.blockhash is deprecated; use blockhash()." });
        else if (n.type === "MemberAccess" && n.memberName === "callcode")
          out.push({ node: n, message: "callcode is deprecated; use delegatecall." });
        else if (n.type === "Identifier" && n.name === "now")
          out.push({ node: n, message: "now is deprecated; use block.timestamp." });
        else if (
          n.type === "VariableDeclarationStatement" &&
          (n.variables as Array<AST.VariableDeclaration | null>).some(
            (v) =>
              v &&
              (v.typeName === null ||
                (v.typeName?.type === "ElementaryTypeName" && v.typeName.name === "var")),
          )
        ) {
          out.push({ node: n, message: "var is deprecated; declare the type." });
        }
      },
      true,
    );
    for (const fn of allFunctions(ctx)) {
      const def = fn.node as AST.FunctionDefinition;
      if (def.stateMutability === "constant")
        out.push({
          node: def,
          header: true,
          message: "constant functions are deprecated; use view.",
        });
      if (fn.kind === "constructor" && /^function\b/.test(ctx.textOf(def).text(def))) {
        out.push({
          node: def,
          header: true,
          message: "Constructor named after the contract; use the constructor keyword.",
        });
      }
    }
    return out;
  },
);
