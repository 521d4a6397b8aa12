import { defaultValue } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { owned, P, refOf, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { negate, requireError } from "../statements/revert-errors.ts";
import { changeMappingArrayLength, mappingArrayOf } from "../storage/mapping-arrays.ts";
import { stabilize } from "../storage/path-keys.ts";
import { mutate } from "../storage/storage-access.ts";
import { localPath, pathOf } from "../storage/storage-paths.ts";
import { popElement, pushElement } from "../storage/stored-elements.ts";
import { Unsupported } from "../unsupported.ts";
import { checkedCall, isCheckableCall } from "./checked-call.ts";
import { classifyCall } from "./classify-call.ts";
import { externalExecuteLines } from "./external-execute.ts";
import { ignoredLowLevelCallLines } from "./low-level-call.ts";
import { isSentLowLevelCall } from "./self-view-low-level-call.ts";

// Calls that are statements of their own: `require`, `assert`, `revert(..)`, `push`/`pop`, native
// transfers, messages to other contracts.

/** Calls that are statements of their own (require, push, transfer, ...). */
export function lowerCallStatement(fl: LoweringContext, e: AstNode): string[] | null {
  const c = classifyCall(e, fl.unit.nodes);
  if (c.kind === "builtin") {
    const args: AstNode[] = e.arguments;
    if (c.name === "require") {
      if (isCheckableCall(fl, args[0]))
        return checkedCall(fl, args[0], requireError(fl, args[1] ?? null), e);
      const cond = negate(fl, args[0]);
      return [`if ${cond} {`, `    return Err(${requireError(fl, args[1] ?? null)});`, "}"];
    }
    if (c.name === "assert") {
      fl.unit.usePanic(1);
      return [
        `if ${negate(fl, args[0])} {`,
        "    return Err(ContractError::Panic { code: 0x1 });",
        "}",
      ];
    }
    if (c.name === "revert") {
      return [`return Err(${requireError(fl, args[0] ?? null)});`];
    }
  }
  if (c.kind === "array") {
    const array = pathOf(fl, c.base);
    const mappings = mappingArrayOf(array);
    if (mappings?.storedElements) {
      const stable = stabilize(fl, array!);
      if (c.name === "pop") return popElement(fl, mappings, stable);
      const arg = e.arguments[0] ? fl.expr(e.arguments[0], mappings.value) : null;
      return pushElement(fl, mappings, stable, arg);
    }
    if (mappings)
      return changeMappingArrayLength(fl, mappings, stabilize(fl, array!), c.name).lines;
    const path = pathOf(fl, c.base) ?? localPath(fl, c.base);
    if (!path) throw new Unsupported("SOL2CW-E013", e, "push/pop on a temporary array");
    const elem = (path.type.k === "array" ? path.type.elem : { k: "fixedbytes", n: 1 }) as SolType;
    if (c.name === "push") {
      if (path.type.k === "bytes") {
        // HexBinary is immutable: the grown value replaces the old one
        const byte = e.arguments[0]
          ? `${wrap(fl.expr(e.arguments[0], elem), P.ATOM)}.as_slice()`
          : "&[0u8]";
        return mutate(fl, path, (place) => {
          const target = place.isRef ? `*${place.code}` : place.code;
          return [`${target} = HexBinary::from([${target}.as_slice(), ${byte}].concat());`];
        });
      }
      const arg = e.arguments[0]
        ? owned(fl.expr(e.arguments[0], elem))
        : defaultValue(elem, (x) => fl.unit.enumFirst(x));
      return mutate(fl, path, (place) => [`${place.code}.push(${arg});`]);
    }
    fl.unit.usePanic(0x31);
    if (path.type.k === "bytes") {
      fl.unit.helpers.add("pop_byte");
      return mutate(fl, path, (place) => {
        const target = place.isRef ? `*${place.code}` : place.code;
        return [`${target} = pop_byte(&${target})?;`];
      });
    }
    return mutate(fl, path, (place) => [
      `${place.code}.pop().ok_or(ContractError::Panic { code: 0x31 })?;`,
    ]);
  }
  if (c.kind === "external") {
    const decl = c.fn;
    if (decl.stateMutability !== "view" && decl.stateMutability !== "pure") {
      return externalExecuteLines(fl, e, null);
    }
  }
  if (c.kind === "address" && isSentLowLevelCall(fl.unit, e))
    return ignoredLowLevelCallLines(fl, e);
  if (c.kind === "address" && (c.name === "transfer" || c.name === "send")) {
    const to = fl.expr(c.base);
    const amount = fl.expr(e.arguments[0], { k: "uint", bits: 256 });
    nativeTransferWarning(fl, e);
    fl.unit.helpers.add(`payouts_${c.name}`);
    if (c.name === "transfer") fl.unit.useSpecial("transfer_failed");
    return [
      `payouts.${c.name}(${fl.depsRef()}, ${fl.envRef()}, ${refOf(wrap(to, P.UNARY))}, ${amount.code})?;`,
    ];
  }
  return null;
}

export function nativeTransferWarning(fl: LoweringContext, e: AstNode): void {
  fl.unit.diag(
    "SOL2CW-W001",
    "warning",
    e,
    "a native transfer becomes a BankMsg::Send dispatched after the handler; a recipient contract's receive() is not run",
  );
}
