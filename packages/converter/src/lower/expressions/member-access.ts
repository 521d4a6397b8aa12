import type { AstNode } from "../../frontend/ast.ts";
import { isAddressLike, parseType, type SolType } from "../../model/sol-type.ts";
import { rustString } from "../../naming/rust-string.ts";
import { isThisAddress } from "../ast-queries.ts";
import { lowerFunctionValue } from "../function-values/function-value.ts";
import { intLiteral } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { isArrayOfMappingArrays } from "../storage/mapping-array-shapes.ts";
import { mappingArrayLength, mappingArrayOf } from "../storage/mapping-arrays.ts";
import { readPath } from "../storage/storage-access.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { UNPLACED_MAPPING, Unsupported } from "../unsupported.ts";
import { lowerConditionalSelector } from "./conditional-selector.ts";
import { blockTimestamp, constant, constantDecl } from "./identifier.ts";
import { type Expr, P, wrap } from "./rust-expr.ts";

// `x.member`: `msg.*`/`block.*`, enum values, `.length`, `.balance`, struct fields, `.selector`,
// `type(..).*`.

export function lowerMemberAccess(fl: LoweringContext, e: AstNode, type: SolType): Expr {
  const base: AstNode = e.expression;
  const member: string = e.memberName;
  const baseType = parseType(base.typeDescriptions?.typeString);
  if (base.nodeType === "Identifier" && base.referencedDeclaration < 0) {
    if (base.name === "msg") {
      if (member === "sender") {
        return {
          code: fl.senderPlace(),
          prec: fl.mode === "internal" ? P.UNARY : P.ATOM,
          owned: false,
          type: { k: "address", payable: false },
        };
      }
      if (member === "value")
        return {
          code: fl.fundsExpr(),
          prec: P.ATOM,
          owned: true,
          type: { k: "uint", bits: 256 },
        };
      if (member === "sig")
        return {
          code: fl.sigPlace(),
          prec: fl.mode === "internal" ? P.UNARY : P.ATOM,
          owned: fl.mode !== "internal",
          type: { k: "fixedbytes", n: 4 },
        };
      if (member === "data" && fl.msgData) {
        return { code: fl.msgData, prec: P.ATOM, owned: false, type: { k: "bytes" } };
      }
      throw new Unsupported("SOL2CW-E005", e, `msg.${member}`);
    }
    if (base.name === "block") {
      if (member === "timestamp") return blockTimestamp(fl);
      if (member === "number") {
        fl.unit.helpers.add("block_number");
        return {
          code: `block_number(${fl.envRef()})`,
          prec: P.ATOM,
          owned: true,
          type: { k: "uint", bits: 256 },
        };
      }
      if (member === "prevrandao" || member === "difficulty") {
        fl.unit.helpers.add("block_prevrandao");
        return {
          code: `block_prevrandao(${fl.envRef()})`,
          prec: P.ATOM,
          owned: true,
          type: { k: "uint", bits: 256 },
        };
      }
      if (member === "chainid") {
        fl.unit.helpers.add("block_chainid");
        return {
          code: `block_chainid(${fl.envRef()})`,
          prec: P.ATOM,
          owned: true,
          type: { k: "uint", bits: 256 },
        };
      }
      throw new Unsupported("SOL2CW-E006", e, `block.${member} (no CosmWasm equivalent)`);
    }
    if (base.name === "tx") throw new Unsupported("SOL2CW-E004", e, `tx.${member}`);
  }
  // enum values
  if (type.k === "enum" && /^type\(enum/.test(base.typeDescriptions?.typeString ?? "")) {
    return {
      code: `${type.name}::${fl.unit.enumVariant(type.name, member)}`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }
  // constants and state variables through a contract name
  const sv = fl.unit.stateVars.get(e.referencedDeclaration);
  if (sv) {
    if (sv.kind === "constant") return constant(fl, sv);
    return readPath(fl, { root: { sv }, steps: [], type: sv.type });
  }
  const decl = fl.unit.nodes.get(e.referencedDeclaration);
  if (decl?.nodeType === "VariableDeclaration" && decl.constant) return constantDecl(fl, decl);
  if (decl?.nodeType === "FunctionDefinition") return lowerFunctionValue(fl, e);
  if (
    member === "length" &&
    baseType.k === "array" &&
    (baseType.elem.k === "mapping" ||
      isArrayOfMappingArrays(baseType) ||
      isStoredByElement(fl, base))
  ) {
    const path = pathOf(fl, base);
    const sv = mappingArrayOf(path);
    if (!sv) throw new Unsupported("SOL2CW-E015", e, UNPLACED_MAPPING);
    return {
      code: mappingArrayLength(fl, sv, path!),
      prec: P.ATOM,
      owned: true,
      type: { k: "uint", bits: 256 },
    };
  }
  if (
    member === "length" &&
    (baseType.k === "array" || baseType.k === "bytes" || baseType.k === "string")
  ) {
    const b = lengthBase(fl, base);
    return {
      code: `Uint256::from(${b}.len() as u64)`,
      prec: P.ATOM,
      owned: true,
      type: { k: "uint", bits: 256 },
    };
  }
  if (member === "length" && baseType.k === "fixedbytes") {
    return {
      code: intLiteral(BigInt(baseType.n), { k: "uint", bits: 8 }),
      prec: P.ATOM,
      owned: true,
      type: { k: "uint", bits: 8 },
    };
  }
  if (member === "balance" && isAddressLike(baseType)) {
    if (isThisAddress(base)) {
      if ((fl.mode === "internal" && fl.needs.payouts !== "none") || fl.needs.payouts === "write") {
        const code = `payouts.self_balance(${fl.depsRef()}, ${fl.envRef()})?`;
        fl.contractResults.add(code);
        return {
          code,
          prec: P.ATOM,
          owned: true,
          type: { k: "uint", bits: 256 },
        };
      }
      return {
        code: `Payouts::default().self_balance(${fl.depsRef()}, ${fl.envRef()})?`,
        prec: P.ATOM,
        owned: true,
        type: { k: "uint", bits: 256 },
      };
    }
    const a = fl.expr(base);
    fl.used.deps = true;
    return {
      code: `Uint256::from(deps.querier.query_balance(${wrap(a, P.UNARY).startsWith("&") ? "" : "&"}${wrap(a, P.UNARY)}, NATIVE_DENOM)?.amount)`,
      prec: P.ATOM,
      owned: true,
      type: { k: "uint", bits: 256 },
    };
  }
  if (baseType.k === "struct") {
    const path = pathOf(fl, e);
    if (path) return readPath(fl, path);
    // mapping members live in maps of their own, reachable only from the state variable
    if (type.k === "mapping")
      throw new Unsupported(
        "SOL2CW-E015",
        e,
        "a mapping member of a struct reached through a storage reference parameter",
      );
    const b = fl.expr(base);
    const field = fl.unit.fieldName(baseType, member);
    return { code: `${wrap(b, P.ATOM)}.${field}`, prec: P.ATOM, owned: b.owned, type };
  }
  if (member === "selector") {
    // a function's, error's or event's ABI selector is a constant: the same bytes as on the EVM
    const decl = fl.unit.nodes.get(base.referencedDeclaration);
    const hex: string | undefined =
      decl?.functionSelector ?? decl?.errorSelector ?? decl?.eventSelector;
    if (hex && /^[0-9a-f]+$/.test(hex)) {
      const constant = `HexBinary::from_hex("${hex}")?`;
      // `h().f.selector` still runs `h()`
      const owner: AstNode | undefined =
        base.nodeType === "MemberAccess" ? base.expression : undefined;
      const effects = owner?.nodeType === "FunctionCall" ? fl.expr(owner).code : null;
      return {
        code: effects ? `{ let _ = ${effects}; ${constant} }` : constant,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: hex.length / 2 },
      };
    }
  }
  if (member === "code" || member === "codehash")
    throw new Unsupported(
      "SOL2CW-E007",
      e,
      `.${member} (CosmWasm can tell whether an address is a contract, so only \`.code.length\` compared with 0 converts)`,
    );
  if (member === "selector") {
    const picked = lowerConditionalSelector(fl, base);
    if (picked) return picked;
    throw new Unsupported("SOL2CW-E007", e, `.${member}`);
  }
  if (member === "address" && baseType.k === "function")
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      ".address of an external function value (CosmWasm messages name a variant, not a selector)",
    );
  if (base.nodeType === "FunctionCall" && base.expression?.name === "type") {
    const target = fl.unit.nodes.get(base.arguments[0]?.referencedDeclaration);
    if (target?.nodeType === "ContractDefinition" && member === "interfaceId") {
      // the XOR of the selectors of the functions the interface itself declares
      let id = 0;
      for (const f of target.nodes as AstNode[])
        if (f.nodeType === "FunctionDefinition" && f.functionSelector)
          id ^= Number.parseInt(f.functionSelector, 16);
      const hex = (id >>> 0).toString(16).padStart(8, "0");
      return {
        code: `HexBinary::from_hex("${hex}")?`,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: 4 },
      };
    }
    if (target?.nodeType === "ContractDefinition" && member === "name") {
      return {
        code: `${rustString(target.name)}.to_string()`,
        prec: P.ATOM,
        owned: true,
        type: { k: "string" },
      };
    }
    throw new Unsupported("SOL2CW-E013", e, `type(..).${member}`);
  }
  const memberType = parseType(e.typeDescriptions?.typeString);
  if (memberType.k === "function" && memberType.external)
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      `.${member} as a value: an external function value (it names a contract and a selector; CosmWasm messages are JSON, not selectors)`,
    );
  throw new Unsupported("SOL2CW-E013", e, `the member access .${member}`);
}

function lengthBase(fl: LoweringContext, base: AstNode): string {
  // bytes(s).length is the UTF-8 length of s
  if (
    base.nodeType === "FunctionCall" &&
    base.kind === "typeConversion" &&
    base.arguments.length === 1
  ) {
    const inner = parseType(base.arguments[0].typeDescriptions?.typeString);
    if (inner.k === "string") return wrap(fl.expr(base.arguments[0]), P.ATOM);
  }
  return wrap(fl.expr(base), P.ATOM);
}

/**
 * A state array stored element by element (ADR 0220) named directly, or one of a mapping's arrays
 * (ADR 0221) reached by its mapping keys.
 */
function isStoredByElement(fl: LoweringContext, e: AstNode): boolean {
  let keys = 0;
  let named = e;
  for (; named.nodeType === "IndexAccess"; keys++) named = named.baseExpression;
  if (named.nodeType !== "Identifier") return false;
  const sv = fl.unit.stateVars.get(named.referencedDeclaration);
  return !!sv?.storedElements && sv.elements?.mappingKeys === keys;
}
