import { type AstNode, walk } from "./ast.ts";
import { lineColumn } from "./source-position.ts";

/** One file of a project inside the merged text: its unit name, start (bytes) and text. */
export interface SourceSegment {
  file: string;
  start: number;
  text: string;
}

/**
 * One source unit for the lowering out of a project's compiled units: the declarations of every
 * imported file (in solc's source order), then the main file's, without import directives. solc's
 * node ids are unique across the compilation, so references keep working; each `src` is moved
 * into one text (the main file at offset 0, then each other file), so positions and text slices
 * need no file index. `locate` gives a position back in its own file.
 */
export function mergeSourceUnits(
  mainName: string,
  units: Record<string, { id: number; ast: AstNode }>,
  texts: ReadonlyMap<string, string>,
): { ast: AstNode; text: string; segments: SourceSegment[] } {
  const ordered = Object.entries(units).sort((a, b) => a[1].id - b[1].id);
  const names = [mainName, ...ordered.map(([n]) => n).filter((n) => n !== mainName)];
  const segments: SourceSegment[] = [];
  let offset = 0;
  for (const name of names) {
    const text = texts.get(name) ?? "";
    segments.push({ file: name, start: offset, text });
    offset += Buffer.byteLength(text, "utf8") + 1;
  }
  const startById = new Map<number, number>();
  for (const [name, unit] of ordered) {
    startById.set(unit.id, segments.find((s) => s.file === name)?.start ?? 0);
  }
  const moveSrc = (src: unknown) => {
    if (typeof src !== "string") return src;
    const [start, length, index] = src.split(":").map(Number);
    const base = startById.get(index) ?? 0;
    return `${start + base}:${length}:${index}`;
  };
  for (const [, unit] of ordered) {
    walk(unit.ast, (n) => {
      n.src = moveSrc(n.src) as string;
      if (n.nameLocation) n.nameLocation = moveSrc(n.nameLocation);
      if (Array.isArray(n.nameLocations)) n.nameLocations = n.nameLocations.map(moveSrc);
      if (n.documentation && typeof n.documentation.src === "string")
        n.documentation.src = moveSrc(n.documentation.src);
    });
  }
  const declarations = (ast: AstNode) =>
    (ast.nodes as AstNode[]).filter((n) => n.nodeType !== "ImportDirective");
  const main = units[mainName].ast;
  const imported = ordered.filter(([n]) => n !== mainName).flatMap(([, u]) => declarations(u.ast));
  return {
    ast: { ...main, nodes: [...imported, ...declarations(main)] },
    text: segments.map((s) => s.text).join("\n"),
    segments,
  };
}

/** The file, line and column of a byte offset of the merged text (file omitted for the main one). */
export function locate(
  segments: readonly SourceSegment[],
  byteOffset: number,
): { file?: string; line: number; column: number } {
  let segment = segments[0];
  for (const s of segments) if (s.start <= byteOffset) segment = s;
  const at = lineColumn(segment.text, byteOffset - segment.start);
  return segment === segments[0] ? at : { file: segment.file, ...at };
}
