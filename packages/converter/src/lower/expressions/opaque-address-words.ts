import type { AstNode } from "../../frontend/ast.ts";

// Address words (ADR 244): `uint256(uint160(a))` used only as an opaque value (a key, a
// comparison, a `bytes32` that is stored or passed on) is the address's canonical bytes
// left-padded to 32, so it also names a 32-byte address; `address(uint160(uint256(b)))` of a
// `bytes32` reads such a word back. Any other use of the word (arithmetic, bit packing) keeps the
// 20-byte `uint160` of ADR 184, which fails at run time for a 32-byte address.

export function isConversionTo(n: AstNode | undefined, typeString: string): boolean {
  return (
    n?.nodeType === "FunctionCall" &&
    n.kind === "typeConversion" &&
    n.arguments?.length === 1 &&
    n.typeDescriptions?.typeString === typeString
  );
}

function isAddressType(n: AstNode | undefined): boolean {
  return /^(address|contract )/.test(n?.typeDescriptions?.typeString ?? "");
}

const parentMaps = new WeakMap<Map<number, AstNode>, Map<number, AstNode>>();

/** The node whose direct child `n` is (through the whole source unit). */
function parentOf(n: AstNode, nodes: Map<number, AstNode>): AstNode | undefined {
  let parents = parentMaps.get(nodes);
  if (!parents) {
    parents = new Map();
    for (const p of nodes.values()) {
      for (const key in p) {
        const value = p[key];
        const children = Array.isArray(value) ? value : [value];
        for (const c of children)
          if (c && typeof c === "object" && typeof c.nodeType === "string") parents.set(c.id, p);
      }
    }
    parentMaps.set(nodes, parents);
  }
  return parents.get(n.id);
}

/** `n` with any parentheses `((n))` around it: the node its use is seen from. */
function outermost(n: AstNode, nodes: Map<number, AstNode>): { node: AstNode; parent?: AstNode } {
  let node = n;
  let parent = parentOf(node, nodes);
  while (parent?.nodeType === "TupleExpression" && !parent.isInlineArray) {
    node = parent;
    parent = parentOf(node, nodes);
  }
  return { node, parent };
}

const MIXING_OPERATORS = new Set(["|", "&", "^", "<<", ">>"]);

/** Whether a `bytes32` word is used whole: not an operand of a bit operation nor indexed by byte. */
function isOpaqueBytes32(word: AstNode, nodes: Map<number, AstNode>): boolean {
  const { node, parent } = outermost(word, nodes);
  if (!parent) return false;
  if (parent.nodeType === "BinaryOperation") return !MIXING_OPERATORS.has(parent.operator);
  if (parent.nodeType === "UnaryOperation") return false;
  if (parent.nodeType === "IndexAccess") return parent.baseExpression !== node;
  if (parent.nodeType === "FunctionCall" && parent.kind === "typeConversion") return false;
  return true;
}

/**
 * The address `a` when `word` is `uint256(uint160(a))` used only as an opaque value: compared
 * with `==`/`!=`, a mapping key, or turned into a `bytes32` that is itself used whole.
 */
export function opaqueWordAddress(word: AstNode, nodes: Map<number, AstNode>): AstNode | null {
  if (!isConversionTo(word, "uint256")) return null;
  const narrow = word.arguments[0];
  if (!isConversionTo(narrow, "uint160") || !isAddressType(narrow.arguments[0])) return null;
  const { node, parent } = outermost(word, nodes);
  const opaque =
    (parent?.nodeType === "BinaryOperation" &&
      (parent.operator === "==" || parent.operator === "!=")) ||
    (parent?.nodeType === "IndexAccess" && parent.indexExpression === node) ||
    (isConversionTo(parent, "bytes32") && isOpaqueBytes32(parent as AstNode, nodes));
  return opaque ? narrow.arguments[0] : null;
}
