import { createHash } from "node:crypto";
import solc from "solc";
import { versionsSatisfying } from "./semver-range.ts";

export interface TypedInfo {
  compiler: string;
  /** typeString by `start:length` in characters. */
  typeAt(range: [number, number] | undefined): string | undefined;
  /** Whether the identifier at this range refers to a state variable. */
  refersToStateVariable(range: [number, number] | undefined): boolean | undefined;
}

export interface TypedOutcome {
  typed: TypedInfo | null;
  reason?: string;
  errors: Array<{ message: string; start?: number }>;
}

interface SolcNode {
  nodeType?: string;
  src?: string;
  id?: number;
  stateVariable?: boolean;
  referencedDeclaration?: number;
  typeDescriptions?: { typeString?: string };
  [key: string]: unknown;
}

const compilerVersion = (solc.version() as string).split("+")[0];

const cache = new Map<string, TypedOutcome>();
const cacheSize = 32;

/**
 * Compiles with the bundled solc (AST output only) when the pragma allows it; never throws.
 * Results are kept for the last few distinct sources (re-analysis of unchanged code is free).
 */
export function compileTypedAst(
  file: string,
  source: string,
  pragmaRanges: string[],
): TypedOutcome {
  const key = createHash("sha256").update(file).update("\u0000").update(source).digest("hex");
  const hit = cache.get(key);
  if (hit) return hit;
  const outcome = compileUncached(file, source, pragmaRanges);
  cache.set(key, outcome);
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  return outcome;
}

function compileUncached(file: string, source: string, pragmaRanges: string[]): TypedOutcome {
  const [, minor] = compilerVersion.split(".").map(Number);
  if (pragmaRanges.some((r) => !versionsSatisfying(r).some((v) => v[1] === minor))) {
    return { typed: null, reason: `pragma does not allow a 0.${minor}.x compiler`, errors: [] };
  }
  const compiled = blankPinnedPragmas(source);
  if (/^\s*import\s/m.test(source)) {
    return { typed: null, reason: "the file imports other files", errors: [] };
  }
  let output: {
    errors?: Array<{ severity: string; message: string; sourceLocation?: { start: number } }>;
    sources?: Record<string, { ast: SolcNode }>;
  };
  try {
    const input = {
      language: "Solidity",
      sources: { [file]: { content: compiled } },
      settings: { outputSelection: { "*": { "": ["ast"] } } },
    };
    output = JSON.parse(solc.compile(JSON.stringify(input)));
  } catch (error) {
    return { typed: null, reason: `compiler failed: ${(error as Error).message}`, errors: [] };
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  const ast = output.sources?.[file]?.ast;
  if (errors.length > 0 || !ast) {
    return {
      typed: null,
      reason: "the file does not compile with the bundled compiler",
      errors: errors.map((e) => ({ message: e.message, start: e.sourceLocation?.start })),
    };
  }
  const declarations = collectDeclarations([ast]);
  return { errors: [], typed: typedInfoOf(ast, source, declarations) };
}

/** Variable declarations of every source unit by id (identifiers refer to them across files). */
function collectDeclarations(asts: SolcNode[]): Map<number, SolcNode> {
  const declarations = new Map<number, SolcNode>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as SolcNode;
    if (typeof n.id === "number" && n.nodeType === "VariableDeclaration") declarations.set(n.id, n);
    for (const [k, v] of Object.entries(n))
      if (k !== "typeDescriptions" && typeof v === "object") visit(v);
  };
  visit(asts);
  return declarations;
}

/** Types and state-variable references of one source unit, by character range of its source. */
function typedInfoOf(
  ast: SolcNode,
  source: string,
  declarations: Map<number, SolcNode>,
): TypedInfo {
  const toChar = byteToCharMapper(source);
  const types = new Map<string, string>();
  const stateRefs = new Map<string, boolean>();
  const identifiers: SolcNode[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as SolcNode;
    if (n.nodeType === "Identifier") identifiers.push(n);
    const key = n.src ? srcKey(n.src, toChar) : undefined;
    if (key && n.typeDescriptions?.typeString && !types.has(key))
      types.set(key, n.typeDescriptions.typeString);
    for (const [k, v] of Object.entries(n))
      if (k !== "typeDescriptions" && typeof v === "object") visit(v);
  };
  visit(ast);
  for (const ident of identifiers) {
    const decl =
      ident.referencedDeclaration !== undefined
        ? declarations.get(ident.referencedDeclaration)
        : undefined;
    const key = ident.src ? srcKey(ident.src, toChar) : undefined;
    if (key) stateRefs.set(key, decl?.stateVariable === true);
  }
  const keyOf = (range: [number, number] | undefined) =>
    range ? `${range[0]}:${range[1] - range[0] + 1}` : undefined;
  return {
    compiler: `solc ${compilerVersion}`,
    typeAt: (range) => {
      const key = keyOf(range);
      return key ? types.get(key) : undefined;
    },
    refersToStateVariable: (range) => {
      const key = keyOf(range);
      return key ? stateRefs.get(key) : undefined;
    },
  };
}

export interface ProjectTypedOutcome {
  /** Typed information per source unit name, or null with the reason. */
  typed: Map<string, TypedInfo> | null;
  reason?: string;
  errors: Array<{ file?: string; message: string; start?: number }>;
}

const projectCache = new Map<string, ProjectTypedOutcome>();

/**
 * Compiles a whole project in one standard-JSON run (every source given under its unit name, the
 * remappings passed on), so types resolve across files. Never throws; cached like compileTypedAst.
 */
export function compileProjectTypedAst(
  files: ReadonlyArray<{ path: string; source: string; pragmaRanges: string[] }>,
  remappings: readonly string[] = [],
): ProjectTypedOutcome {
  const hash = createHash("sha256");
  for (const f of files) hash.update(f.path).update("\u0000").update(f.source).update("\u0000");
  hash.update(remappings.join("\n"));
  const key = hash.digest("hex");
  const hit = projectCache.get(key);
  if (hit) return hit;
  const outcome = compileProjectUncached(files, remappings);
  projectCache.set(key, outcome);
  if (projectCache.size > 8) projectCache.delete(projectCache.keys().next().value as string);
  return outcome;
}

function compileProjectUncached(
  files: ReadonlyArray<{ path: string; source: string; pragmaRanges: string[] }>,
  remappings: readonly string[],
): ProjectTypedOutcome {
  const [, minor] = compilerVersion.split(".").map(Number);
  const refused = files.find((f) =>
    f.pragmaRanges.some((r) => !versionsSatisfying(r).some((v) => v[1] === minor)),
  );
  if (refused) {
    return {
      typed: null,
      reason: `the pragma of ${refused.path} does not allow a 0.${minor}.x compiler`,
      errors: [],
    };
  }
  let output: {
    errors?: Array<{
      severity: string;
      message: string;
      sourceLocation?: { start: number; file?: string };
    }>;
    sources?: Record<string, { ast: SolcNode }>;
  };
  try {
    const input = {
      language: "Solidity",
      sources: Object.fromEntries(
        files.map((f) => [f.path, { content: blankPinnedPragmas(f.source) }]),
      ),
      settings: { remappings, outputSelection: { "*": { "": ["ast"] } } },
    };
    output = JSON.parse(
      solc.compile(JSON.stringify(input), {
        import: (path: string) => ({ error: `${path} is not part of the project` }),
      }),
    );
  } catch (error) {
    return { typed: null, reason: `compiler failed: ${(error as Error).message}`, errors: [] };
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) {
    return {
      typed: null,
      reason: "the project does not compile with the bundled compiler",
      errors: errors.map((e) => ({
        file: e.sourceLocation?.file,
        message: e.message,
        start: e.sourceLocation?.start,
      })),
    };
  }
  const asts = files.map((f) => output.sources?.[f.path]?.ast);
  if (asts.some((a) => !a)) {
    return { typed: null, reason: "the compiler returned no syntax tree", errors: [] };
  }
  const declarations = collectDeclarations(asts as SolcNode[]);
  const typed = new Map<string, TypedInfo>();
  files.forEach((f, i) => {
    typed.set(f.path, typedInfoOf(asts[i] as SolcNode, f.source, declarations));
  });
  return { typed, errors: [] };
}

/**
 * A pinned 0.8.x pragma is blanked out (same length, so offsets stay valid): the typed AST of the
 * bundled 0.8 compiler is used for analysis only, never for the deployed bytecode.
 */
function blankPinnedPragmas(source: string): string {
  return source.replace(/pragma\s+solidity\s+[^;]*;/g, (m) => m.replace(/[^\n]/g, " "));
}

function srcKey(src: string, toChar: (byte: number) => number): string | undefined {
  const [start, length] = src.split(":").map(Number);
  if (!(start >= 0) || !(length >= 0)) return undefined;
  const s = toChar(start);
  return `${s}:${toChar(start + length) - s}`;
}

function byteToCharMapper(source: string): (byte: number) => number {
  if (Buffer.byteLength(source, "utf8") === source.length) return (b) => b;
  const map: number[] = [];
  let byte = 0;
  for (let i = 0; i < source.length; i++) {
    const cp = source.codePointAt(i) ?? 0;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < size; k++) map[byte + k] = i;
    byte += size;
    if (cp >= 0x10000) i++;
  }
  map[byte] = source.length;
  return (b) => map[b] ?? source.length;
}
