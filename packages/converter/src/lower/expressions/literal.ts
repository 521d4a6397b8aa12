import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { rustString } from "../../naming/rust-string.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { addressLiteralHex } from "./address-number-uses.ts";
import { lowerAddressLiteral } from "./address-numbers.ts";
import { type Expr, P } from "./rust-expr.ts";

// Literals: bool, string, hex, and addresses (zero, or the bech32 address of 20 bytes).

export function lowerLiteral(fl: LoweringContext, e: AstNode, type: SolType, want?: SolType): Expr {
  if (e.kind === "bool") return { code: e.value, prec: P.ATOM, owned: true, type: { k: "bool" } };
  if (e.kind === "string" || e.kind === "unicodeString" || e.kind === "hexString") {
    const target = want ?? type;
    const bytes =
      e.kind === "hexString"
        ? Buffer.from(e.hexValue, "hex")
        : Buffer.from(e.hexValue ?? "", "hex");
    if (target.k === "bytes" || target.k === "fixedbytes") {
      const n = target.k === "fixedbytes" ? target.n : bytes.length;
      const padded = Buffer.alloc(n);
      bytes.copy(padded, 0, 0, Math.min(n, bytes.length));
      const hex = padded.toString("hex");
      return {
        code: hex.length === 0 ? "HexBinary::default()" : `HexBinary::from_hex("${hex}")?`,
        prec: P.ATOM,
        owned: true,
        type: target,
      };
    }
    return {
      code: `${rustString(bytes.toString("utf8"))}.to_string()`,
      prec: P.ATOM,
      owned: true,
      type: { k: "string" },
    };
  }
  const hex = addressLiteralHex(e);
  if (hex) return lowerAddressLiteral(fl, hex, want?.k === "address" ? want : type);
  if (e.kind === "number" && want?.k === "address") {
    return { code: "zero_address()", prec: P.ATOM, owned: true, type: want };
  }
  throw new Unsupported("SOL2CW-E013", e, `the literal ${e.value}`);
}
