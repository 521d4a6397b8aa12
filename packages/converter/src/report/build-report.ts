import type { RustItem } from "../emit/rust-item.ts";
import { jsonKind, msgFieldType, rustType } from "../emit/rust-types.ts";
import { type AstNode, walk } from "../frontend/ast.ts";
import { parseSrc, sliceBytes } from "../frontend/source-position.ts";
import { continuationsOf, hasReply } from "../lower/calls/call-continuations.ts";
import { classifyCall } from "../lower/calls/classify-call.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import type { Entry, EntryParam } from "../lower/entry.ts";
import { abiName, parseType, type SolType, solName } from "../model/sol-type.ts";
import { snakeCase } from "../naming/snake-case.ts";
import type { Diagnostic } from "../types.ts";

interface Pos {
  line: number;
  column: number;
}

export interface SourceMapEntry {
  what: string;
  /** `file`: the imported file the range is in (absent for the converted file). */
  solidity: { file?: string; start: Pos; end: Pos };
  rust: { file: string; start: Pos; end: Pos };
}

function solRange(unit: ContractUnit, node: AstNode): { file?: string; start: Pos; end: Pos } {
  const r = parseSrc(node.src);
  const { file, ...start } = unit.locate(r.start);
  const { file: _, ...end } = unit.locate(r.end);
  return file ? { file, start, end } : { start, end };
}

/** A file's lines, with the first line starting with a given text found by binary search. */
interface IndexedLines {
  lines: string[];
  /** Line numbers (0-based) sorted by the line's text. */
  sorted: number[];
}

function indexLines(text: string): IndexedLines {
  const lines = text.split("\n");
  const sorted = lines.map((_, i) => i).sort((a, b) => (lines[a] < lines[b] ? -1 : 1));
  return { lines, sorted };
}

/** The first line (0-based) that starts with `prefix`, or -1: lines with it sort together. */
function firstStartingWith({ lines, sorted }: IndexedLines, prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[sorted[mid]] < prefix) lo = mid + 1;
    else hi = mid;
  }
  let first = -1;
  for (let i = lo; i < sorted.length && lines[sorted[i]].startsWith(prefix); i++) {
    if (first < 0 || sorted[i] < first) first = sorted[i];
  }
  return first;
}

/** Finds a top-level item (by the text that starts it) in formatted Rust: its first to last line. */
function findItem(indexed: IndexedLines, key: string): { start: Pos; end: Pos } | null {
  const { lines } = indexed;
  const k = key.trim();
  const plain = firstStartingWith(indexed, k);
  const withPub = firstStartingWith(indexed, `pub ${k}`);
  const idx = plain < 0 ? withPub : withPub < 0 ? plain : Math.min(plain, withPub);
  if (idx < 0) return null;
  let end = idx;
  if (!lines[idx].trimEnd().endsWith(";")) {
    while (end < lines.length && lines[end] !== "}") end++;
    if (end >= lines.length) end = idx;
  }
  return {
    start: { line: idx + 1, column: 1 },
    end: { line: end + 1, column: lines[end].length + 1 },
  };
}

/** The side-by-side map from Solidity ranges to ranges of the formatted Rust. */
export function sourceMap(
  unit: ContractUnit,
  items: RustItem[],
  files: Record<string, string>,
): SourceMapEntry[] {
  const out: SourceMapEntry[] = [];
  const split = new Map<string, IndexedLines>();
  // Each file is split into lines and indexed once, not searched line by line per item.
  const linesOf = (file: string): IndexedLines => {
    let lines = split.get(file);
    if (!lines) {
      lines = indexLines(files[file] ?? "");
      split.set(file, lines);
    }
    return lines;
  };
  for (const en of unit.enums) {
    const r = findItem(linesOf("src/msg.rs"), `pub enum ${en.name} {`);
    if (r)
      out.push({
        what: `enum ${en.name}`,
        solidity: solRange(unit, en),
        rust: { file: "src/msg.rs", ...r },
      });
  }
  for (const st of unit.structs) {
    const r = findItem(linesOf("src/msg.rs"), `pub struct ${st.name} {`);
    if (r)
      out.push({
        what: `struct ${st.name}`,
        solidity: solRange(unit, st),
        rust: { file: "src/msg.rs", ...r },
      });
  }
  for (const item of items) {
    if (!item.sol || !item.what) continue;
    const r = findItem(linesOf("src/contract.rs"), item.key);
    if (r)
      out.push({
        what: item.what,
        solidity: solRange(unit, item.sol),
        rust: { file: "src/contract.rs", ...r },
      });
  }
  for (const sv of unit.stateVarOrder) {
    if (sv.kind === "constant") continue;
    const r = findItem(linesOf("src/state.rs"), `pub const ${sv.constName}:`);
    if (r)
      out.push({
        what: sv.node.name,
        solidity: solRange(unit, sv.node),
        rust: { file: "src/state.rs", ...r },
      });
  }
  return out;
}

function paramJson(p: EntryParam, isReturn: boolean, single: boolean) {
  const o: Record<string, unknown> = {
    name: p.name,
    field: isReturn && single && !p.decl?.name ? null : p.field,
    type: solName(p.type),
  };
  if (p.type.k === "enum") o.abi_type = "uint8";
  o.json = jsonKind(p.type);
  o.rust = isReturn ? rustType(p.type) : msgFieldType(p.type);
  return o;
}

interface Effects {
  emits: string[];
  reverts: string[];
  transfers: boolean;
  /** `new C(...)`: a message dispatched after the handler. */
  deferred?: boolean;
}

/** Events a function may emit and errors it may raise (with its modifiers and callees), in source order. */
function effectsOf(unit: ContractUnit, root: AstNode, seen: Set<number> = new Set()): Effects {
  const fx: Effects = { emits: [], reverts: [], transfers: false };
  if (seen.has(root.id)) return fx;
  seen.add(root.id);
  const add = (list: string[], v: string) => {
    if (!list.includes(v)) list.push(v);
  };
  const merge = (o: Effects) => {
    for (const e of o.emits) add(fx.emits, e);
    for (const r of o.reverts) add(fx.reverts, r);
    fx.transfers ||= o.transfers;
    if (o.deferred) fx.deferred = true;
  };
  const contract = unit.contractOf(root);
  let unchecked = 0;
  const visit = (n: AstNode) => {
    if (!n || typeof n !== "object") return;
    if (n.nodeType === "UncheckedBlock") unchecked++;
    switch (n.nodeType) {
      case "ModifierInvocation": {
        const d = unit.nodes.get(n.modifierName.referencedDeclaration);
        if (d?.nodeType === "ModifierDefinition")
          merge(effectsOf(unit, unit.resolveFunction(d.id, "virtual"), seen));
        break;
      }
      case "EmitStatement": {
        const c = classifyCall(n.eventCall, unit.nodes);
        if (c.kind === "event") add(fx.emits, unit.nodes.get(c.decl)!.name);
        break;
      }
      case "RevertStatement": {
        const c = classifyCall(n.errorCall, unit.nodes);
        if (c.kind === "error") add(fx.reverts, unit.nodes.get(c.decl)!.name);
        break;
      }
      case "FunctionCall": {
        const c = classifyCall(n, unit.nodes);
        if (c.kind === "builtin" && (c.name === "require" || c.name === "revert")) {
          const msg: AstNode | undefined = n.arguments[c.name === "require" ? 1 : 0];
          if (msg?.nodeType === "Literal") add(fx.reverts, msg.value ?? "");
          else if (msg?.nodeType === "FunctionCall") {
            const e = classifyCall(msg, unit.nodes);
            if (e.kind === "error") add(fx.reverts, unit.nodes.get(e.decl)!.name);
          }
        } else if (c.kind === "builtin" && c.name === "assert") add(fx.reverts, "Panic(0x1)");
        else if (c.kind === "internal") {
          const target = c.superFrom
            ? unit.resolveFunction(c.decl, "super", contract)
            : unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
          // arguments first, then the callee
          for (const a of n.arguments as AstNode[]) visit(a);
          merge(effectsOf(unit, target, seen));
          return;
        } else if (c.kind === "array" && c.name === "pop") add(fx.reverts, "Panic(0x31)");
        else if (c.kind === "address" && ["transfer", "send", "call"].includes(c.name))
          fx.transfers = true;
        else if (c.kind === "new" && c.what === "contract") fx.deferred = true;
        else if (c.kind === "external") {
          // a state-changing call to another contract runs as a message after the handler,
          // unless the function stops there and reply runs its rest
          const continued = continuationsOf(unit).some((p) => p.callId === n.id);
          if (!["view", "pure"].includes(c.fn.stateMutability) && !continued) fx.deferred = true;
        } else if (c.kind === "cast" && parseType(n.typeDescriptions?.typeString).k === "enum") {
          const from = parseType(n.arguments[0]?.typeDescriptions?.typeString);
          if (from.k !== "intconst") add(fx.reverts, "Panic(0x21)");
        }
        break;
      }
      case "BinaryOperation": {
        const t = parseType(n.typeDescriptions?.typeString);
        if (t.k === "uint" || t.k === "int") {
          if (["/", "%"].includes(n.operator)) add(fx.reverts, "Panic(0x12)");
          else if (["+", "-", "*", "**"].includes(n.operator) && unchecked === 0 && !isConst(n))
            add(fx.reverts, "Panic(0x11)");
        }
        break;
      }
      case "Assignment": {
        if (["+=", "-=", "*="].includes(n.operator) && unchecked === 0)
          add(fx.reverts, "Panic(0x11)");
        if (["/=", "%="].includes(n.operator)) add(fx.reverts, "Panic(0x12)");
        break;
      }
      case "UnaryOperation": {
        if (["++", "--"].includes(n.operator) && unchecked === 0) add(fx.reverts, "Panic(0x11)");
        break;
      }
      case "IndexAccess": {
        const bt = parseType(n.baseExpression?.typeDescriptions?.typeString);
        if (bt.k === "array" || bt.k === "bytes") add(fx.reverts, "Panic(0x32)");
        break;
      }
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === "modifiers") continue;
      if (Array.isArray(v)) {
        for (const x of v) if (x && typeof x.nodeType === "string") visit(x);
      } else if (v && typeof v === "object" && typeof (v as AstNode).nodeType === "string")
        visit(v as AstNode);
    }
    if (n.nodeType === "UncheckedBlock") unchecked--;
  };
  for (const m of (root.modifiers ?? []) as AstNode[]) visit(m);
  if (root.body) visit(root.body);
  return fx;
}

function isConst(n: AstNode): boolean {
  return /^int_const/.test(n.typeDescriptions?.typeString ?? "");
}

export interface ReportInput {
  unit: ContractUnit;
  entries: Entry[];
  compilerVersion: string;
  sha256: string;
  diagnostics: Diagnostic[];
  sourceMap: SourceMapEntry[];
  unsupported: Set<string>;
  version: string;
}

/** conversion.json: everything a client needs to drive the crate without reading Rust. */
// biome-ignore lint/suspicious/noExplicitAny: JSON document
export function buildReport(input: ReportInput): Record<string, any> {
  const { unit, entries } = input;
  const lib = unit.options.crateName.replaceAll("-", "_");
  const functions: Record<string, unknown>[] = [];
  const ctor = ((unit.main.nodes as AstNode[]) ?? []).find(
    (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
  );
  {
    const fx: Effects = { emits: [], reverts: [], transfers: false };
    for (const c of unit.baseFirst) {
      const k = ((c.nodes as AstNode[]) ?? []).find(
        (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
      );
      if (!k) continue;
      const e = effectsOf(unit, k);
      for (const x of e.emits) if (!fx.emits.includes(x)) fx.emits.push(x);
      for (const x of e.reverts) if (!fx.reverts.includes(x)) fx.reverts.push(x);
      fx.transfers ||= e.transfers;
      if (e.deferred) fx.deferred = true;
    }
    const params = ctor
      ? (ctor.parameters.parameters as AstNode[]).map((p, i) => {
          const t = parseType(p.typeDescriptions?.typeString);
          return paramJson(
            { name: p.name, field: snakeCase(p.name) || `arg${i}`, ident: "", type: t, decl: p },
            false,
            false,
          );
        })
      : [];
    functions.push({
      signature: `constructor(${ctor ? unit.paramTypes(ctor) : ""})`,
      kind: "instantiate",
      variant: null,
      declared_in: unit.main.name,
      payable: ctor?.stateMutability === "payable",
      params,
      returns: [],
      response: { shape: "none" },
      emits: fx.emits,
      reverts: fx.reverts,
      reads_sender: false,
      native_transfers: fx.transfers,
      ...(fx.deferred ? { deferred_calls: true } : {}),
      ...(unit.newContracts.size > 0
        ? {
            code_ids: [...unit.newContracts.values()].map((c) => ({
              field: c.field,
              contract: c.contract.name,
            })),
          }
        : {}),
    });
  }
  for (const e of entries) {
    const fx = e.fn
      ? effectsOf(unit, e.fn)
      : {
          emits: [],
          reverts: e.params.length > 0 && e.getter?.type.k === "array" ? ["Panic(0x32)"] : [],
          transfers: false,
        };
    const single = e.returns.length === 1;
    const f: Record<string, unknown> = {
      signature: e.signature,
      kind: e.kind,
      variant: e.variant,
      declared_in: e.declaredIn,
    };
    if (e.getter) f.getter = e.getter.node.name;
    if (e.special) f.special = e.special;
    f.payable = e.payable;
    const params = e.params.map((p) => paramJson(p, false, false));
    if (e.readsSender) {
      params.push({
        name: "",
        field: "sender",
        type: "address",
        json: "address",
        rust: "String",
        implicit: "msg.sender",
      });
    }
    f.params = params;
    f.returns = e.returns.map((r) => paramJson(r, true, single));
    const response: Record<string, unknown> = {
      shape: e.returns.length === 0 ? "none" : e.returns.length === 1 ? "value" : "object",
    };
    if (e.kind === "execute" && e.returns.length > 0) response.in = "data";
    if (e.responseType) response.rust_type = e.responseType;
    f.response = response;
    const mods = ((e.fn?.modifiers ?? []) as AstNode[]).filter(
      (m) =>
        unit.nodes.get(m.modifierName.referencedDeclaration)?.nodeType === "ModifierDefinition",
    );
    if (mods.length > 0) {
      f.modifiers = mods.map((m) => {
        const r = parseSrc(m.src);
        return sliceBytes(unit.source, r.start, r.end);
      });
    }
    if (e.kind === "execute") f.emits = fx.emits;
    f.reverts = fx.reverts;
    f.reads_sender = e.readsSender;
    // a view also run as an execute (ADR 0240): same variant and fields, its value in `data`
    if (e.alsoExecute) f.also_execute = true;
    f.native_transfers = fx.transfers;
    if (fx.deferred) f.deferred_calls = true;
    if (input.unsupported.has(e.signature)) f.unsupported = true;
    functions.push(f);
  }
  const events = [...eventsOf(unit)].map((ev) => {
    const info = unit.eventInfo(ev);
    const params = (ev.parameters.parameters as AstNode[]).map((p, i) => {
      const t = parseType(p.typeDescriptions?.typeString);
      const o: Record<string, unknown> = {
        name: p.name,
        attribute: info.params[i].attribute,
        indexed: !!p.indexed,
        type: solName(t),
      };
      if (t.k === "enum") o.abi_type = "uint8";
      o.json = jsonKind(t);
      if (info.params[i].renamed) o.renamed = true;
      return o;
    });
    const o: Record<string, unknown> = {
      name: ev.name,
      signature: `${ev.name}(${(ev.parameters.parameters as AstNode[]).map((p) => abiName(parseType(p.typeDescriptions?.typeString))).join(",")})`,
      event_type: info.eventType,
      declared_in: unit.contractOf(ev)?.name ?? null,
    };
    if (info.renamedType) o.renamed = true;
    o.params = params;
    return o;
  });
  const errors: Record<string, unknown>[] = [];
  for (const err of unit.declaredErrors()) {
    errors.push({
      kind: "custom",
      name: err.name,
      signature: `${err.name}(${(err.parameters.parameters as AstNode[]).map((p) => abiName(parseType(p.typeDescriptions?.typeString))).join(",")})`,
      variant: unit.customErrorVariant(err),
      declared_in: unit.contractOf(err)?.name ?? null,
      params: (err.parameters.parameters as AstNode[]).map((p, i) => {
        const t = parseType(p.typeDescriptions?.typeString);
        const o: Record<string, unknown> = {
          name: p.name,
          field: snakeCase(p.name) || `arg${i}`,
          type: solName(t),
        };
        if (t.k === "enum") o.abi_type = "uint8";
        o.json = jsonKind(t);
        return o;
      }),
    });
  }
  const errs = [...unit.errors.values()];
  for (const e of errs.filter((x) => x.kind === "require")) {
    errors.push({ kind: "require", message: e.message, variant: e.variant });
  }
  for (const e of errs
    .filter((x) => x.kind === "panic")
    .sort((a, b) => (a.code ?? 0) - (b.code ?? 0))) {
    const code = `0x${(e.code ?? 0).toString(16)}`;
    errors.push({ kind: "panic", code, variant: "Panic", text: `Panic(${code})` });
  }
  if (errs.some((e) => e.kind === "transfer_failed")) {
    errors.push({
      kind: "transfer_failed",
      variant: "TransferFailed",
      text: "native transfer failed",
      evm: 'empty revert data ("")',
    });
  }
  if (errs.some((e) => e.variant === "Reverted")) {
    errors.push({
      kind: "revert",
      variant: "Reverted",
      text: "execution reverted",
      evm: 'empty revert data ("")',
    });
  }
  if (errs.some((e) => e.kind === "unsupported")) {
    errors.push({ kind: "unsupported", variant: "Unsupported", text: "unsupported: <feature>" });
  }
  const enums = unit.enums.map((en) => ({
    name: en.name,
    qualified: en.canonicalName ?? en.name,
    rust_type: en.name,
    variants: (en.members as AstNode[]).map((m, i) => ({
      ordinal: i,
      name: m.name,
      json: snakeCase(m.name),
    })),
  }));
  const structs = unit.structs.map((st) => ({
    name: st.name,
    qualified: st.canonicalName ?? st.name,
    rust_type: st.name,
    fields: (st.members as AstNode[])
      .filter((m) => !/^mapping/.test(m.typeDescriptions?.typeString ?? ""))
      .map((m) => {
        const t = parseType(m.typeDescriptions?.typeString);
        const o: Record<string, unknown> = {
          name: m.name,
          field: snakeCase(m.name),
          type: solName(t),
        };
        if (t.k === "enum") o.abi_type = "uint8";
        o.json = jsonKind(t);
        return o;
      }),
  }));
  return {
    format: "sol2cosmwasm.conversion/1",
    converter: { name: "sol2cosmwasm", version: input.version },
    source: {
      file: unit.fileName,
      sha256: input.sha256,
      contract: unit.main.name,
      compiler: input.compilerVersion,
      linearization: unit.linearization.map((c) => c.name),
    },
    target: {
      crate: unit.options.crateName,
      lib,
      "cosmwasm-std": "2.2",
      "cosmwasm-schema": "2.2",
      "cw-storage-plus": "2.0",
      cw2: "2.0",
      "cw-utils": "2.0",
      "cw-multi-test": "2",
      entry_points: [
        "instantiate",
        "execute",
        "query",
        "migrate",
        ...(hasReply(unit) ? ["reply"] : []),
      ],
    },
    native_denom: unit.options.denom,
    encoding: {
      zero_address: "",
      event_type:
        "Solidity event name (wasmd/cw-multi-test show it as wasm-<name>, first attribute _contract_address)",
      error_text: {
        require: "<message>",
        custom: "<Name> | <Name> <JSON object of the arguments>",
        panic: "Panic(0x<code, lower-case hex>)",
      },
      query_error_prefix: "Querier contract error: ",
    },
    functions,
    events,
    errors,
    enums,
    structs,
    diagnostics: input.diagnostics,
    source_map: input.sourceMap,
  };
}

/** Events declared in the contract's linearization (and file level), bases first, plus emitted ones. */
function eventsOf(unit: ContractUnit): AstNode[] {
  const out: AstNode[] = [];
  const seen = new Set<number>();
  const add = (n: AstNode) => {
    if (!seen.has(n.id)) {
      seen.add(n.id);
      out.push(n);
    }
  };
  for (const n of unit.sourceUnit.nodes as AstNode[]) if (n.nodeType === "EventDefinition") add(n);
  for (const c of unit.baseFirst)
    for (const n of c.nodes as AstNode[]) if (n.nodeType === "EventDefinition") add(n);
  for (const id of [...unit.usedEvents].sort((a, b) => a - b)) add(unit.nodes.get(id)!);
  void walk;
  return out;
}

export type { SolType };
