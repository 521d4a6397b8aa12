import { rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { isAddressLike, parseType, type SolType } from "../../model/sol-type.ts";
import { isThisNode } from "../ast-queries.ts";
import { evalConst } from "../eval-const.ts";
import { hasFrom, intLiteral, isOddWidth, typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import {
  lowerAddressFromBytes20,
  lowerAddressFromUint160,
  lowerAddressFromWord,
  lowerAddressLiteral,
  lowerAddressWord,
  lowerBytes20FromAddress,
  lowerUint160FromAddress,
} from "./address-numbers.ts";
import { addressWordOf } from "./address-word-read-back.ts";
import { contractResult } from "./contract-result.ts";
import { castInt, convertImplicitly } from "./implicit-conversion.ts";
import { opaqueWordAddress } from "./opaque-address-words.ts";
import { type Expr, P, wrap } from "./rust-expr.ts";

// Explicit type conversions `T(x)`: integers, enums, addresses, bytes/bytesN/string.

export function lowerTypeConversion(
  fl: LoweringContext,
  e: AstNode,
  type: SolType,
  _want?: SolType,
): Expr {
  const arg: AstNode = e.arguments[0];
  const from = parseType(arg.typeDescriptions?.typeString);
  if (type.k === "address" || type.k === "contract") {
    if (isThisNode(arg)) {
      fl.used.env = true;
      return { code: "env.contract.address", prec: P.ATOM, owned: false, type };
    }
    if (from.k === "intconst") {
      const v = evalConst(arg, fl.unit);
      if (v === 0n) {
        fl.unit.helpers.add("zero_address");
        return { code: "zero_address()", prec: P.ATOM, owned: true, type };
      }
      // `address(1)`, `I(address(0xcafe))`: the address of the 20-byte number (ADR 184)
      if (v !== null && v > 0n && v < 1n << 160n)
        return lowerAddressLiteral(fl, v.toString(16).padStart(40, "0"), type);
    }
    if (isAddressLike(from)) return { ...fl.expr(arg), type };
    const word = addressWordOf(arg);
    if (word) return lowerAddressFromWord(fl, fl.expr(word), type);
    if (from.k === "uint" && from.bits === 160)
      return lowerAddressFromUint160(fl, fl.expr(arg), type);
    if (from.k === "fixedbytes" && from.n === 20)
      return lowerAddressFromBytes20(fl, fl.expr(arg), type);
    throw new Unsupported("SOL2CW-E009", e, "converting a number to an address");
  }
  if (type.k === "uint" || type.k === "int") {
    const wordAddress = opaqueWordAddress(e, fl.unit.nodes);
    if (wordAddress) return lowerAddressWord(fl, fl.expr(wordAddress));
    if (from.k === "intconst") {
      const v = evalConst(arg, fl.unit);
      if (v !== null) return { code: intLiteral(v, type), prec: P.ATOM, owned: true, type };
    }
    if (from.k === "uint" || from.k === "int") {
      const v = fl.expr(arg);
      if (rustType(from) === rustType(type) && from.k === type.k && from.bits <= type.bits)
        return { ...v, type };
      if (
        hasFrom(from, type) &&
        from.bits <= type.bits &&
        !(from.k === "int" && type.k === "uint")
      ) {
        return { code: `${rustType(type)}::from(${v.code})`, prec: P.ATOM, owned: true, type };
      }
      return castInt(fl, v, type);
    }
    if (from.k === "enum") {
      const v = fl.expr(arg);
      const u8: SolType = { k: "uint", bits: 8 };
      const asU8: Expr = {
        code: `${wrap(v, P.AS)} as u8`,
        prec: P.AS,
        owned: true,
        type: u8,
      };
      return convertImplicitly(fl, asU8, type);
    }
    if (from.k === "address" || from.k === "contract") {
      if (type.k === "uint" && type.bits === 160) return lowerUint160FromAddress(fl, fl.expr(arg));
      throw new Unsupported("SOL2CW-E009", e, "converting an address to a number");
    }
    if (from.k === "fixedbytes" && from.n * 8 === type.bits && isOddWidth(type)) {
      // `uint80(bytes10)`: the bytes as the low end of a word, read at the odd width
      const v = fl.expr(arg);
      const tag = typeTag(type);
      fl.unit.helpers.add(`from_word_${tag}`);
      return {
        code: `from_word_${tag}({ let mut w = [0u8; 32]; w[${32 - from.n}..].copy_from_slice(${wrap(v, P.ATOM)}.as_slice()); w })`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    if (from.k === "fixedbytes") {
      if (from.n * 8 !== type.bits || isOddWidth(type))
        throw new Unsupported(
          "SOL2CW-E013",
          e,
          `converting bytes${from.n} to ${type.k}${type.bits}`,
        );
      const v = fl.expr(arg);
      return {
        code: `${rustType(type)}::from_be_bytes(${wrap(v, P.ATOM)}.to_array()?)`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    throw new Unsupported("SOL2CW-E013", e, `converting ${from.k} to an integer`);
  }
  if (type.k === "enum") {
    const v = fl.expr(arg, from.k === "intconst" ? { k: "uint", bits: 256 } : from);
    const wide = convertImplicitly(fl, v, { k: "uint", bits: 256 });
    const fn = fl.unit.enumFromOrdinal(type.name);
    fl.unit.usePanic(0x21);
    return { code: contractResult(fl, `${fn}(${wide.code})?`), prec: P.ATOM, owned: true, type };
  }
  if (type.k === "bytes" && from.k === "string") {
    const v = fl.expr(arg);
    return {
      code: `HexBinary::from(${wrap(v, P.ATOM)}.as_bytes())`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }
  if (type.k === "string" && from.k === "bytes") {
    const v = fl.expr(arg);
    return {
      code: `String::from_utf8_lossy(${wrap(v, P.ATOM)}.as_slice()).into_owned()`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }
  if (
    (type.k === "string" || type.k === "bytes" || type.k === "fixedbytes") &&
    from.k === "strlit"
  ) {
    return fl.expr(arg, type);
  }
  if (type.k === from.k && JSON.stringify(type) === JSON.stringify(from)) return fl.expr(arg);
  if (type.k === "fixedbytes" && type.n === 20 && isAddressLike(from))
    return lowerBytes20FromAddress(fl, fl.expr(arg));
  if (type.k === "fixedbytes" && (from.k === "uint" || from.k === "intconst")) {
    if (from.k === "intconst") {
      const v = evalConst(arg, fl.unit) ?? 0n;
      const hex = v
        .toString(16)
        .padStart(type.n * 2, "0")
        .slice(-type.n * 2);
      if (v === 0n)
        return { code: `HexBinary::from(vec![0u8; ${type.n}])`, prec: P.ATOM, owned: true, type };
      return { code: `HexBinary::from_hex("${hex}")?`, prec: P.ATOM, owned: true, type };
    }
    if (from.bits === type.n * 8 && isOddWidth(from)) {
      // `bytes10(uint80(x))`: the low bytes of the value's word
      const v = fl.expr(arg);
      const tag = typeTag(from);
      fl.unit.helpers.add(`to_word_${tag}`);
      return {
        code: `HexBinary::from(&to_word_${tag}(${v.code})[${32 - type.n}..])`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    if (from.bits !== type.n * 8 || isOddWidth(from))
      throw new Unsupported("SOL2CW-E013", e, `converting uint${from.bits} to bytes${type.n}`);
    const v = fl.expr(arg);
    return {
      code: `HexBinary::from(${wrap(v, P.ATOM)}.to_be_bytes().as_slice())`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }
  if (type.k === "fixedbytes" && (from.k === "fixedbytes" || from.k === "bytes")) {
    const v = fl.expr(arg);
    return {
      code: `HexBinary::from({ let mut b = ${wrap(v, P.ATOM)}.to_vec(); b.resize(${type.n}, 0); b })`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }
  throw new Unsupported("SOL2CW-E013", e, `converting ${from.k} to ${type.k}`);
}
