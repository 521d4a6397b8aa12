import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { hashInput } from "../abi/hash-input.ts";
import { contractResult } from "../expressions/contract-result.ts";
import { convertImplicitly } from "../expressions/implicit-conversion.ts";
import { type Expr, owned, P, refOf, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { lowerCallStatement } from "./call-statement.ts";

// Builtin functions used as values: hashes, `addmod`/`mulmod`, and the refused EVM-only ones.

export function lowerBuiltinCall(
  fl: LoweringContext,
  e: AstNode,
  name: string,
  args: AstNode[],
  type: SolType,
): Expr {
  switch (name) {
    case "keccak256": {
      fl.unit.helpers.add("keccak256");
      return {
        code: `keccak256(${hashInput(fl, args[0])})`,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: 32 },
      };
    }
    case "ripemd160": {
      fl.unit.helpers.add("ripemd160");
      return {
        code: `ripemd160(${hashInput(fl, args[0])})`,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: 20 },
      };
    }
    case "sha256": {
      fl.unit.helpers.add("sha256");
      return {
        code: `sha256(${hashInput(fl, args[0])})`,
        prec: P.ATOM,
        owned: true,
        type: { k: "fixedbytes", n: 32 },
      };
    }
    case "require":
    case "assert":
    case "revert": {
      const stmt = lowerCallStatement(fl, e);
      const frame = fl.prelude[fl.prelude.length - 1];
      if (!stmt || !frame) throw new Unsupported("SOL2CW-E013", e, `${name} used as a value`);
      frame.push(...stmt);
      return { code: "()", prec: P.ATOM, owned: true, type: { k: "tuple", items: [] } };
    }
    case "gasleft":
      throw new Unsupported("SOL2CW-E003", e, "gasleft()");
    case "selfdestruct":
    case "suicide":
      throw new Unsupported("SOL2CW-E002", e, "selfdestruct");
    case "blockhash":
      throw new Unsupported("SOL2CW-E006", e, "blockhash()");
    case "ecrecover": {
      // ADR 0183: the signer's Ethereum address as the bech32 address of its 20 bytes
      const b32: SolType = { k: "fixedbytes", n: 32 };
      const u8: SolType = { k: "uint", bits: 8 };
      const [hash, v, r, s] = args.map((a, i) =>
        convertImplicitly(fl, fl.expr(a, i === 1 ? u8 : b32), i === 1 ? u8 : b32, a),
      );
      const ref = (x: Expr) => refOf(wrap(x, P.UNARY));
      fl.unit.helpers.add("ecrecover");
      fl.used.deps = true;
      return {
        code: `ecrecover(deps.api, ${ref(hash)}, ${owned(v)}, ${ref(r)}, ${ref(s)})`,
        prec: P.ATOM,
        owned: true,
        type: { k: "address", payable: false },
      };
    }
    case "addmod":
    case "mulmod": {
      const u256: SolType = { k: "uint", bits: 256 };
      const vals = args.map((a) => owned(convertImplicitly(fl, fl.expr(a, u256), u256, a)));
      fl.unit.helpers.add(name);
      fl.unit.usePanic(0x12);
      return {
        code: contractResult(fl, `${name}(${vals.join(", ")})?`),
        prec: P.ATOM,
        owned: true,
        type: u256,
      };
    }
    default:
      throw new Unsupported("SOL2CW-E013", e, `${name}()${type.k === "other" ? "" : ""}`);
  }
}
