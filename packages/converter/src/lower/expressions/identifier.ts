import { isCopy } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { lowerFunctionValue } from "../function-values/function-value.ts";
import type { LoweringContext } from "../lowering-context.ts";
import type { StateVar } from "../state-var.ts";
import { readPath } from "../storage/storage-access.ts";
import { Unsupported } from "../unsupported.ts";
import { type Expr, P } from "./rust-expr.ts";

// Names: locals, state variables, constants, `this`, `now`.

export function lowerIdentifier(
  fl: LoweringContext,
  e: AstNode,
  _type: SolType,
  _want?: SolType,
): Expr {
  const ref = e.referencedDeclaration;
  const local = fl.locals.get(ref);
  if (local) {
    if (local.alias) return readPath(fl, local.alias);
    return { code: local.name, prec: P.ATOM, owned: false, type: local.type };
  }
  const sv = fl.unit.stateVars.get(ref);
  if (sv) {
    if (sv.kind === "constant") return constant(fl, sv);
    return readPath(fl, { root: { sv }, steps: [], type: sv.type });
  }
  if (ref < 0 || BLOCK_MAGIC.has(e.name)) {
    if (e.name === "this") {
      fl.used.env = true;
      return {
        code: "env.contract.address",
        prec: P.ATOM,
        owned: false,
        type: { k: "address", payable: false },
      };
    }
    if (e.name === "now") return blockTimestamp(fl);
  }
  const decl = fl.unit.nodes.get(ref);
  if (decl?.nodeType === "VariableDeclaration" && decl.constant) {
    // a file-level constant
    return constantDecl(fl, decl);
  }
  if (decl?.nodeType === "FunctionDefinition") return lowerFunctionValue(fl, e);
  throw new Unsupported("SOL2CW-E013", e, `the identifier ${e.name}`);
}

export function constant(fl: LoweringContext, sv: StateVar): Expr {
  return constantDecl(fl, sv.node);
}

export function constantDecl(fl: LoweringContext, decl: AstNode): Expr {
  const t = parseType(decl.typeDescriptions?.typeString);
  const name = fl.unit.useConstant(decl);
  if (name) return { code: name, prec: P.ATOM, owned: isCopy(t), type: t };
  if (!decl.value) throw new Unsupported("SOL2CW-E013", decl, "a constant without a value");
  return fl.expr(decl.value, t);
}

export function blockTimestamp(fl: LoweringContext): Expr {
  fl.unit.helpers.add("block_timestamp");
  return {
    code: `block_timestamp(${fl.envRef()})`,
    prec: P.ATOM,
    owned: true,
    type: { k: "uint", bits: 256 },
  };
}

const BLOCK_MAGIC = new Set(["msg", "block", "tx", "abi", "this", "super", "now"]);
