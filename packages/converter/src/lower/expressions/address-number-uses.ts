import { type AstNode, walk } from "../../frontend/ast.ts";

// Where addresses meet numbers (ADR 184), found in the AST before lowering: the needs analysis
// gives such functions the chain's address API.

/** The 40 hex digits of a non-zero address literal, or null for anything else. */
export function addressLiteralHex(e: AstNode): string | null {
  if (e?.nodeType !== "Literal" || e.kind !== "number") return null;
  if (!/^address/.test(e.typeDescriptions?.typeString ?? "")) return null;
  const value = BigInt(e.value);
  return value === 0n ? null : value.toString(16).padStart(40, "0");
}

/**
 * Whether `node` converts between addresses and numbers (directly, or through a constant it
 * reads), which needs the chain's address API.
 */
export function convertsAddressNumbers(
  node: AstNode,
  nodes: Map<number, AstNode>,
  seen: Set<number> = new Set(),
): boolean {
  let found = false;
  walk(node, (x) => {
    if (found) return;
    if (addressLiteralHex(x)) found = true;
    else if (x.nodeType === "FunctionCall" && x.kind === "typeConversion") {
      const to = x.typeDescriptions?.typeString ?? "";
      const from = x.arguments?.[0]?.typeDescriptions?.typeString ?? "";
      if (
        (/^address/.test(to) && (from === "uint160" || from === "bytes20")) ||
        // `address(1)`: the address of a 20-byte number
        (/^(address|contract )/.test(to) && /^int_const [1-9]/.test(from)) ||
        ((to === "uint160" || to === "bytes20") && /^(address|contract )/.test(from))
      )
        found = true;
    } else if (x.nodeType === "Identifier" && !seen.has(x.referencedDeclaration)) {
      const decl = nodes.get(x.referencedDeclaration);
      if (decl?.nodeType === "VariableDeclaration" && decl.constant && decl.value) {
        seen.add(x.referencedDeclaration);
        found = convertsAddressNumbers(decl.value, nodes, seen);
      }
    }
  });
  return found;
}
