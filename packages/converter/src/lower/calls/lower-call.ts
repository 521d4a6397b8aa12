import { typedDefaultValue } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { lowerAbiCall } from "../abi/abi-encode.ts";
import { type Expr, owned, P, wrap } from "../expressions/rust-expr.ts";
import { lowerTypeConversion } from "../expressions/type-conversion.ts";
import { lowerFunctionValueCall } from "../function-values/function-value-call.ts";
import { calledFunctionValueType } from "../function-values/function-value-targets.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { lowerAddressCall } from "./address-call.ts";
import { lowerBuiltinCall } from "./builtin-call.ts";
import { classifyCall } from "./classify-call.ts";
import { lowerExternalCall } from "./external-call.ts";
import { lowerInternalCall } from "./internal-call.ts";
import { lowerNewContract } from "./new-contract.ts";
import { orderedArgs } from "./ordered-args.ts";
import { lowerPushValue } from "./push-value.ts";
import { lowerSelfGetterCall } from "./self-getter-call.ts";

// A function call as a value: dispatches on the kind of call (`classifyCall`).

export function lowerCall(fl: LoweringContext, e: AstNode, type: SolType, want?: SolType): Expr {
  const c = classifyCall(e, fl.unit.nodes);
  const args: AstNode[] = e.arguments;
  switch (c.kind) {
    case "cast":
      return lowerTypeConversion(fl, e, type, want);
    case "struct": {
      const st = type as { k: "struct"; name: string; qualified: string };
      const def = fl.unit.structDef(st.name);
      const members: AstNode[] = def?.members ?? [];
      const ordered = orderedArgs(e, members);
      const fields = members.map((m, i) => {
        const mt = parseType(m.typeDescriptions?.typeString);
        const v = owned(fl.expr(ordered[i], mt));
        const f = fl.unit.fieldName(st, m.name);
        return v === f ? f : `${f}: ${v}`;
      });
      return { code: `${st.name} { ${fields.join(", ")} }`, prec: P.ATOM, owned: true, type };
    }
    case "builtin":
      return lowerBuiltinCall(fl, e, c.name, args, type);
    case "abi":
      return lowerAbiCall(fl, e, c.name, args);
    case "concat": {
      if (args.length === 0) {
        // `string.concat()`: an empty value of the named type (an empty `[].concat()` has none)
        const empty = c.of === "string" ? "String::new()" : "HexBinary::default()";
        return {
          code: empty,
          prec: P.ATOM,
          owned: true,
          type: { k: c.of === "string" ? "string" : "bytes" },
        };
      }
      if (c.of === "string") {
        const parts = args.map((a) => wrap(fl.expr(a, { k: "string" }), P.ATOM));
        return {
          code: `[${parts.map((p) => `${p}.as_str()`).join(", ")}].concat()`,
          prec: P.ATOM,
          owned: true,
          type: { k: "string" },
        };
      }
      const parts = args.map((a) => {
        const at = parseType(a.typeDescriptions?.typeString);
        const v = at.k === "strlit" ? fl.expr(a, { k: "bytes" }) : fl.expr(a);
        return `${wrap(v, P.ATOM)}.as_slice()`;
      });
      return {
        code: `HexBinary::from([${parts.join(", ")}].concat())`,
        prec: P.ATOM,
        owned: true,
        type: { k: "bytes" },
      };
    }
    case "internal":
      return lowerInternalCall(fl, e, c, type);
    case "new":
      if (c.what === "array") {
        const t = type as { k: "array"; elem: SolType };
        fl.unit.helpers.add("to_usize");
        const n = fl.expr(args[0], { k: "uint", bits: 256 });
        return {
          code: `vec![${typedDefaultValue(t.elem, (x) => fl.unit.enumFirst(x))}; to_usize(${n.code})?]`,
          prec: P.ATOM,
          owned: true,
          type,
        };
      }
      if (c.what === "bytes") {
        fl.unit.helpers.add("to_usize");
        const n = fl.expr(args[0], { k: "uint", bits: 256 });
        if (type.k === "string") throw new Unsupported("SOL2CW-E013", e, "new string(n)");
        return {
          code: `HexBinary::from(vec![0u8; to_usize(${n.code})?])`,
          prec: P.ATOM,
          owned: true,
          type: { k: "bytes" },
        };
      }
      return lowerNewContract(fl, e, c.typeName, c.value ?? null);
    case "address":
      return lowerAddressCall(fl, e, c.name, c.base, c.value, args);
    case "array": {
      if (c.name === "push" && args.length === 0) return lowerPushValue(fl, e, type);
      throw new Unsupported("SOL2CW-E013", e, `${c.name}() used as a value`);
    }
    case "external":
      return lowerExternalCall(fl, e, c);
    case "error":
      throw new Unsupported("SOL2CW-E013", e, "an error used as a value");
    case "selfGetter":
      return lowerSelfGetterCall(fl, e, fl.unit.nodes.get(c.decl)!);
    default: {
      const pointer = calledFunctionValueType(e, fl.unit.nodes);
      if (pointer) return lowerFunctionValueCall(fl, e, pointer, type);
      if (/^function \(.*\bexternal\b/.test(e.expression?.typeDescriptions?.typeString ?? ""))
        throw new Unsupported(
          "SOL2CW-E013",
          e,
          "a call through a value of external function type (it names a contract and a selector; CosmWasm messages are JSON, not selectors)",
          true,
        );
      throw new Unsupported("SOL2CW-E013", e, "this call");
    }
  }
}
