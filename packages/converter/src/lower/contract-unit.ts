import { rustType } from "../emit/rust-types.ts";
import { type AstNode, walk } from "../frontend/ast.ts";
import { locate, type SourceSegment } from "../frontend/merge-source-units.ts";
import { lineColumn, parseSrc } from "../frontend/source-position.ts";
import { abiName, parseType, type SolType } from "../model/sol-type.ts";
import {
  isUpperCamelCase,
  pascalCase,
  rustIdent,
  screamingSnakeCase,
  serdeSnakeCase,
  snakeCase,
} from "../naming/snake-case.ts";
import type { Diagnostic } from "../types.ts";
import { classifyCall } from "./calls/classify-call.ts";
import { queriesCreatedContract } from "./calls/created-contract-values.ts";
import { isSentLowLevelCall, selfViewLowLevelCall } from "./calls/self-view-low-level-call.ts";
import type { Entry } from "./entry.ts";
import { evalConst } from "./eval-const.ts";
import { convertsAddressNumbers } from "./expressions/address-number-uses.ts";
import {
  calledFunctionValueType,
  functionValueCandidates,
} from "./function-values/function-value-targets.ts";
import { intLiteral } from "./int-code.ts";
import { emptyNeeds, mergeNeeds, type Needs } from "./needs.ts";
import { fixedHelperNames, isIntHelperName } from "./rust-helpers.ts";
import type { StateVar } from "./state-var.ts";
import { arraysStoredByElement } from "./storage/arrays-stored-by-element.ts";
import { isLargeFixedArray, LARGE_FIXED_ARRAY_LENGTH } from "./storage/large-fixed-array.ts";
import { endsInArrayOfMappings, isArrayOfMappingArrays } from "./storage/mapping-array-shapes.ts";
import type { StorageReturn } from "./storage/storage-path.ts";
import { MAX_STORED_LENGTH, storedLength } from "./storage/stored-fixed-length.ts";

export interface ErrorEntry {
  kind: "custom" | "require" | "panic" | "transfer_failed" | "revert" | "unsupported";
  variant: string;
  message?: string;
  code?: number;
  node?: AstNode;
}

export interface ConvertOptions {
  denom: string;
  crateName: string;
  /** In a project: where each file lies in `source` (the merged text), main file first. */
  segments?: SourceSegment[];
}

/** Everything known about one deployable contract while it is being converted. */
export class ContractUnit {
  readonly nodes = new Map<number, AstNode>();
  readonly linearization: AstNode[];
  readonly diagnostics: Diagnostic[] = [];
  readonly helpers = new Set<string>();
  readonly stateVars = new Map<number, StateVar>();
  readonly stateVarOrder: StateVar[] = [];
  readonly errors = new Map<string, ErrorEntry>();
  readonly usedEvents = new Set<number>();
  readonly usedErrors = new Set<number>();
  private readonly fnNames = new Map<number, string>();
  private readonly takenNames = new Set<string>();
  private readonly needsCache = new Map<number, Needs>();
  /** resolveFunction's answers: each scans the members of every base, once per question. */
  private readonly resolvedFunctions = new Map<string, AstNode>();
  /** Functions and modifiers emitted as Rust fns (ids), in order of first use. */
  readonly emitQueue: number[] = [];
  readonly calledInternally = new Set<number>();
  /** Structs with mapping members passed by storage reference: state.rs gets their `<S>Ref` enum. */
  readonly refEnums = new Set<string>();
  /** Mapping types passed by storage reference: `<..>Ref` enum name → the mapping type (ADR 0208). */
  readonly mappingRefs = new Map<string, SolType>();
  /** Calls through internal function values: one dispatch fn per value type, by its typeString. */
  readonly functionDispatchers = new Map<
    string,
    { name: string; type: Extract<SolType, { k: "function" }> }
  >();
  readonly structs: AstNode[] = [];
  readonly enums: AstNode[] = [];
  private readonly structsByName = new Map<string, AstNode>();
  private readonly enumsByName = new Map<string, AstNode>();

  constructor(
    readonly source: string,
    readonly fileName: string,
    readonly sourceUnit: AstNode,
    readonly main: AstNode,
    readonly options: ConvertOptions,
  ) {
    // one walk: a top-level node comes before everything inside it, so the contract being
    // walked is the owner of the nodes met until the next top-level node
    const topLevel = new Set(sourceUnit.nodes as AstNode[]);
    let contract: AstNode | undefined;
    walk(sourceUnit, (n) => {
      this.nodes.set(n.id, n);
      if (topLevel.has(n)) contract = n.nodeType === "ContractDefinition" ? n : undefined;
      if (contract) this.owner.set(n.id, contract);
    });
    this.linearization = (main.linearizedBaseContracts as number[]).map(
      (id) => this.nodes.get(id)!,
    );
    for (const name of [
      "instantiate",
      "execute",
      "query",
      "migrate",
      "reply",
      "returned_bool",
      "returned_data",
      "push_continuation",
      "pop_continuation",
      "parse_address",
      "msg_value",
      "zero_address",
      "is_zero_address",
      "at",
      "at_mut",
      "keccak256",
      "sha256",
      "block_timestamp",
      "block_number",
      "checked_index",
      "to_usize",
      "main",
      "tests",
      ...fixedHelperNames(),
    ]) {
      this.takenNames.add(name);
    }
    this.collectTypes();
    this.collectStateVars();
  }

  /** Contracts base-first (reverse C3 order). */
  get baseFirst(): AstNode[] {
    return [...this.linearization].reverse();
  }

  private collectTypes() {
    const seen = new Set<string>();
    const visit = (n: AstNode) => {
      if (n.nodeType === "StructDefinition" && !seen.has(`s${n.name}`)) {
        seen.add(`s${n.name}`);
        this.structs.push(n);
        this.structsByName.set(n.name, n);
      }
      if (n.nodeType === "EnumDefinition" && !seen.has(`e${n.name}`)) {
        seen.add(`e${n.name}`);
        this.enums.push(n);
        this.enumsByName.set(n.name, n);
      }
    };
    for (const n of this.sourceUnit.nodes as AstNode[]) {
      if (n.nodeType === "ContractDefinition") {
        for (const m of n.nodes as AstNode[]) visit(m);
      } else visit(n);
    }
  }

  /**
   * Names of stored values are unique in the crate even where Solidity's are not once cased
   * (`_owner` and `owner`, `top` and a constant `TOP`), and avoid the items the crate declares itself.
   */
  private readonly stateNames = new Set([
    "CONTRACT_NAME",
    "CONTRACT_VERSION",
    "NATIVE_DENOM",
    "CREATED_CONTRACTS",
    "CONTINUATIONS",
  ]);
  private readonly storageKeys = new Set(["contract_info", "continuations", "created_contracts"]);
  private uniqueStateName(base: string): string {
    let name = base;
    for (let i = 2; this.stateNames.has(name) || this.constantNames().has(name); i++)
      name = `${base}_${i}`;
    this.stateNames.add(name);
    return name;
  }
  private uniqueStorageKey(base: string): string {
    let key = base;
    for (let i = 2; this.storageKeys.has(key); i++) key = `${base}_${i}`;
    this.storageKeys.add(key);
    return key;
  }
  /** Constants anywhere in the file (contracts, libraries, file level) become `pub const` items. */
  private constantNamesCache?: Set<string>;
  private constantNames(): Set<string> {
    if (this.constantNamesCache) return this.constantNamesCache;
    const names = new Set<string>();
    for (const n of this.sourceUnit.nodes as AstNode[]) {
      const members = n.nodeType === "ContractDefinition" ? (n.nodes as AstNode[]) : [n];
      for (const m of members)
        if (m.nodeType === "VariableDeclaration" && m.constant)
          names.add(screamingSnakeCase(m.name) || "CONSTANT");
    }
    this.constantNamesCache = names;
    return names;
  }

  private collectStateVars() {
    const byElement = arraysStoredByElement(this.baseFirst, this.singleValueArrays());
    const large = this.largeFixedArrays();
    for (const c of this.baseFirst) {
      for (const n of c.nodes as AstNode[]) {
        if (n.nodeType !== "VariableDeclaration" || !n.stateVariable) continue;
        const type = parseType(n.typeDescriptions?.typeString);
        const keys: SolType[] = [];
        let value = type;
        // an array of mappings (ADR 0209), or of single values used only element by element
        // (ADR 0220), also as a mapping's value (ADR 0221): one map, keyed by the mapping keys
        // and then the element's index
        const storedElements = byElement.has(n.id) || large.has(n.id);
        const mappingKeys: SolType[] = [];
        if (storedElements || endsInArrayOfMappings(type))
          while (value.k === "mapping") {
            mappingKeys.push(value.key);
            value = value.value;
          }
        // a dynamic array of dynamic arrays of mappings (ADR 0229): the outer index is checked
        // against a length of its own, then keys the inner arrays' lengths and entries
        const outer = !n.constant && isArrayOfMappingArrays(type);
        if (outer) {
          mappingKeys.push({ k: "uint", bits: 256 });
          value = (value as { elem: SolType }).elem;
        }
        const elements =
          value.k === "array" && ((value.elem.k === "mapping" && !n.constant) || storedElements)
            ? { length: storedLength(value.len), mappingKeys: mappingKeys.length }
            : undefined;
        if (elements) {
          keys.push(...mappingKeys, { k: "uint", bits: 256 });
          value = (value as { elem: SolType }).elem;
        }
        while (value.k === "mapping") {
          keys.push(value.key);
          value = value.value;
        }
        const kind = n.constant ? "constant" : type.k === "mapping" || elements ? "map" : "item";
        const sv: StateVar = {
          node: n,
          type,
          constName:
            kind === "constant"
              ? screamingSnakeCase(n.name) || "VALUE"
              : this.uniqueStateName(screamingSnakeCase(n.name) || "VALUE"),
          storageKey:
            kind === "constant"
              ? snakeCase(n.name) || "value"
              : this.uniqueStorageKey(snakeCase(n.name) || "value"),
          kind,
          keys,
          value,
        };
        if (elements?.length === null)
          sv.lengthItem = outer
            ? {
                constName: this.uniqueStateName(`${sv.constName}_ELEMENT_LENGTH`),
                storageKey: this.uniqueStorageKey(`${sv.storageKey}__element_length`),
                keys: mappingKeys,
              }
            : {
                constName: this.uniqueStateName(`${sv.constName}_LENGTH`),
                storageKey: this.uniqueStorageKey(`${sv.storageKey}__length`),
                keys: mappingKeys,
              };
        if (elements) sv.elements = elements;
        if (outer)
          sv.outerArray = {
            constName: this.uniqueStateName(`${sv.constName}_LENGTH`),
            storageKey: this.uniqueStorageKey(`${sv.storageKey}__length`),
          };
        if (storedElements) sv.storedElements = true;
        this.stateVars.set(n.id, sv);
        this.stateVarOrder.push(sv);
        if (value.k === "struct" && sv.kind !== "constant") this.addMemberMaps(sv, value.name);
        if (keys.length > 3)
          this.diag(
            "SOL2CW-E010",
            "error",
            n,
            "mappings nested more than three levels deep are not supported",
          );
      }
    }
  }

  /**
   * Dynamic state arrays whose elements are single values (numbers, addresses, strings, bytes,
   * structs without mappings; not arrays), with no initial value, also as the values of (nested)
   * mappings, with the number of mapping keys before them: ADRs 0220 and 0221 may keep them as a
   * length and one entry per element.
   */
  private singleValueArrays(): Map<number, number> {
    const depths = new Map<number, number>();
    for (const c of this.baseFirst)
      for (const n of c.nodes as AstNode[]) {
        if (n.nodeType !== "VariableDeclaration" || !n.stateVariable) continue;
        if (n.constant || n.mutability === "immutable" || n.value) continue;
        let type = parseType(n.typeDescriptions?.typeString);
        let depth = 0;
        while (type.k === "mapping") {
          type = type.value;
          depth++;
        }
        // at most three keys in all, the index included
        if (type.k !== "array" || type.len !== null || depth > 2) continue;
        if (type.elem.k === "array" || type.elem.k === "mapping") continue;
        if (this.holdsMapping(type.elem)) continue;
        depths.set(n.id, depth);
      }
    return depths;
  }

  /**
   * Fixed-size state arrays longer than `LARGE_FIXED_ARRAY_LENGTH`, also as the values of
   * (nested) mappings, with the number of mapping keys before them: kept element by element with
   * their constant length whatever their uses (ADR 0245), since one `Vec` of them cannot be built.
   * A long array anywhere else in a state variable's type is refused at its declaration.
   */
  private largeFixedArrays(): Map<number, number> {
    const depths = new Map<number, number>();
    for (const c of this.baseFirst)
      for (const n of c.nodes as AstNode[]) {
        if (n.nodeType !== "VariableDeclaration" || !n.stateVariable || n.constant) continue;
        let type = parseType(n.typeDescriptions?.typeString);
        let depth = 0;
        while (type.k === "mapping") {
          type = type.value;
          depth++;
        }
        // an array of mappings is kept entry by entry already (ADR 0209)
        if (type.k === "array" && type.elem.k === "mapping") continue;
        if (
          type.k === "array" &&
          isLargeFixedArray(type) &&
          depth <= 2 &&
          !n.value &&
          !this.holdsLargeFixedArray(type.elem) &&
          !this.holdsMapping(type.elem)
        ) {
          this.checkExactLength(n, type.len!);
          depths.set(n.id, depth);
        } else if (this.holdsLargeFixedArray(parseType(n.typeDescriptions?.typeString)))
          this.diag(
            "SOL2CW-E013",
            "error",
            n,
            `a fixed-size array of more than ${LARGE_FIXED_ARRAY_LENGTH} elements other than a state variable's own value (or a mapping's, two keys deep at most) of single values or short arrays, with no initial value, is not supported yet`,
          );
      }
    return depths;
  }

  /**
   * Refuses, at the declaration, a long array whose length the number parsed from its type does
   * not keep exactly (past 2^53 it may not), or past `MAX_STORED_LENGTH`.
   */
  private checkExactLength(n: AstNode, length: number) {
    const text = /\[(\d+)\][^[]*$/.exec(n.typeDescriptions?.typeString ?? "")?.[1];
    const exact = text !== undefined && BigInt(length) === BigInt(text);
    if (exact && length <= MAX_STORED_LENGTH) return;
    this.diag(
      "SOL2CW-E013",
      "error",
      n,
      "a fixed-size state array longer than 2^63 elements, or longer than 2^53 with a length a 64-bit float does not hold exactly, is not supported yet",
    );
  }

  /** Whether a fixed-size array longer than `LARGE_FIXED_ARRAY_LENGTH` is in `t` (or its structs). */
  private holdsLargeFixedArray(t: SolType, depth = 0): boolean {
    if (depth > 4) return false;
    if (isLargeFixedArray(t)) return true;
    if (t.k === "array") return this.holdsLargeFixedArray(t.elem, depth + 1);
    if (t.k === "mapping") return this.holdsLargeFixedArray(t.value, depth + 1);
    if (t.k !== "struct") return false;
    return ((this.structDef(t.name)?.members ?? []) as AstNode[]).some((m) =>
      this.holdsLargeFixedArray(parseType(m.typeDescriptions?.typeString), depth + 1),
    );
  }

  /** Whether a struct has mapping members, directly or in struct fields. */
  private holdsMapping(t: SolType, depth = 0): boolean {
    if (t.k !== "struct" || depth > 4) return false;
    return ((this.structDef(t.name)?.members ?? []) as AstNode[]).some((m) => {
      const mt = parseType(m.typeDescriptions?.typeString);
      return mt.k === "mapping" || this.holdsMapping(mt, depth + 1);
    });
  }

  /**
   * Mapping members of stored structs live in maps of their own, keyed by the struct's keys too;
   * so do those of structs nested in struct fields (`set._inner._positions`), named by the path.
   */
  readonly memberMaps = new Map<string, StateVar>();
  private addMemberMaps(sv: StateVar, structName: string, fields: string[] = [], depth = 0) {
    const def = this.structDef(structName);
    for (const m of (def?.members ?? []) as AstNode[]) {
      const mt = parseType(m.typeDescriptions?.typeString);
      if (mt.k === "struct" && depth < 4) {
        this.addMemberMaps(sv, mt.name, [...fields, m.name], depth + 1);
        continue;
      }
      if (mt.k !== "mapping") continue;
      const keys = [...sv.keys];
      let value: SolType = mt;
      while (value.k === "mapping") {
        keys.push(value.key);
        value = value.value;
      }
      // `mapping(K => S) m` inside `S` (ADR 0210): every node at any depth in one map, keyed
      // by the path of keys leading to it
      const recursive =
        mt.value.k === "struct" && mt.value.name === structName
          ? { member: m.name, key: mt.key }
          : undefined;
      if (recursive) keys.splice(sv.keys.length, keys.length, { k: "bytes" });
      const names = [...fields, m.name];
      const member: StateVar = {
        node: sv.node,
        type: mt,
        constName: this.uniqueStateName([sv.constName, ...names.map(screamingSnakeCase)].join("_")),
        storageKey: this.uniqueStorageKey([sv.storageKey, ...names.map(snakeCase)].join("__")),
        kind: "map",
        keys,
        value,
        memberOf: { parent: sv, member: names.join(".") },
        ...(recursive ? { recursive } : {}),
      };
      const rustFields = fields.map((f) => this.fieldName({ k: "bool" }, f));
      this.memberMaps.set(`${sv.node.id}:${[...rustFields, m.name].join(".")}`, member);
      this.stateVarOrder.push(member);
      if (keys.length > 3)
        this.diag(
          "SOL2CW-E010",
          "error",
          m,
          "mappings nested more than three levels deep are not supported",
        );
    }
  }

  /** The map of mapping member `member` of the struct at `fields` (Rust names) inside `sv`. */
  memberMap(sv: StateVar, member: string, fields: string[] = []): StateVar | undefined {
    return this.memberMaps.get(`${sv.node.id}:${[...fields, member].join(".")}`);
  }

  diag(code: string, severity: Diagnostic["severity"], node: AstNode | null, message: string) {
    const range = node ? parseSrc(node.src) : { start: 0, end: 0 };
    const start = this.locate(range.start);
    const end = this.locate(range.end);
    const d: Diagnostic = { code, severity, message, line: start.line, column: start.column };
    if (start.file) d.file = start.file;
    if (node) {
      d.endLine = end.line;
      d.endColumn = end.column;
    }
    if (
      !this.diagnostics.some((x) => x.code === d.code && x.line === d.line && x.column === d.column)
    ) {
      this.diagnostics.push(d);
    }
  }

  private readonly owner = new Map<number, AstNode>();
  contractOf(node: AstNode): AstNode | undefined {
    return this.owner.get(node.id);
  }

  private lastNodeId = 0;
  /** A node id no solc node and no earlier copy has (for copies of a function's nodes). */
  freshNodeId(): number {
    if (this.lastNodeId === 0)
      for (const id of this.nodes.keys()) this.lastNodeId = Math.max(this.lastNodeId, id);
    return ++this.lastNodeId;
  }

  /** Registers `copy`, a copy of the node `original`, under its own id and owner. */
  adoptCopy(copy: AstNode, original: AstNode): void {
    this.nodes.set(copy.id, copy);
    const contract = this.owner.get(original.id);
    if (contract) this.owner.set(copy.id, contract);
  }

  private readonly paramTypesCache = new Map<number, string>();
  paramTypes(fn: AstNode): string {
    let types = this.paramTypesCache.get(fn.id);
    if (types === undefined) {
      types = (fn.parameters.parameters as AstNode[])
        .map((p) => abiName(parseType(p.typeDescriptions?.typeString)))
        .join(",");
      this.paramTypesCache.set(fn.id, types);
    }
    return types;
  }

  /** The function that a call to `decl` runs: the most derived override, or the next one after `from` for `super`. */
  resolveFunction(declId: number, mode: "virtual" | "exact" | "super", from?: AstNode): AstNode {
    if (mode === "exact") return this.nodes.get(declId)!;
    const key = `${declId}:${mode}:${mode === "super" ? (from?.id ?? "") : ""}`;
    let resolved = this.resolvedFunctions.get(key);
    if (!resolved) {
      resolved = this.findOverride(declId, mode, from);
      this.resolvedFunctions.set(key, resolved);
    }
    return resolved;
  }

  private findOverride(declId: number, mode: "virtual" | "super", from?: AstNode): AstNode {
    const decl = this.nodes.get(declId)!;
    const owner = this.contractOf(decl);
    if (owner && owner.contractKind === "library") return decl;
    const sig = `${decl.name}(${this.paramTypes(decl)})`;
    const after =
      mode === "super" && from ? this.linearization.findIndex((c) => c.id === from.id) : -1;
    for (const { at, n } of this.implementationsNamed(decl.name)) {
      if (
        at > after &&
        (n.nodeType === "ModifierDefinition" || `${n.name}(${this.paramTypes(n)})` === sig)
      ) {
        return n;
      }
    }
    return decl;
  }

  /**
   * Functions and modifiers with a body in the linearization, by name, most derived first (with
   * the index of their contract in it): an override is looked up among its namesakes only.
   */
  private implementationsByName?: Map<string, { at: number; n: AstNode }[]>;
  private implementationsNamed(name: string): { at: number; n: AstNode }[] {
    if (!this.implementationsByName) {
      this.implementationsByName = new Map();
      this.linearization.forEach((c, at) => {
        for (const n of c.nodes as AstNode[]) {
          if (
            (n.nodeType === "FunctionDefinition" || n.nodeType === "ModifierDefinition") &&
            n.body
          ) {
            const list = this.implementationsByName!.get(n.name) ?? [];
            list.push({ at, n });
            this.implementationsByName!.set(n.name, list);
          }
        }
      });
    }
    return this.implementationsByName.get(name) ?? [];
  }

  /** The modifier an invocation runs: `A.m` names A's own, a plain `m` the most derived override. */
  resolveModifier(inv: AstNode): AstNode {
    const name: string = inv.modifierName.name ?? "";
    return this.resolveFunction(
      inv.modifierName.referencedDeclaration,
      name.includes(".") ? "exact" : "virtual",
    );
  }

  /** Whether a top-level Rust fn is (or may be, as an integer helper) called `name`. */
  private isTaken(name: string): boolean {
    return this.takenNames.has(name) || isIntHelperName(name);
  }

  /** Reserves a top-level Rust fn name. */
  reserveName(base: string): string {
    let name = base;
    for (let i = 2; this.isTaken(name); i++) name = `${base}_${i}`;
    this.takenNames.add(name);
    return name;
  }

  /** The Rust fn implementing a function or modifier; queues it for emission. */
  fnName(fn: AstNode): string {
    const known = this.fnNames.get(fn.id);
    if (known) return known;
    const preset = this.presetNames.get(fn.id);
    if (preset) {
      this.fnNames.set(fn.id, preset);
      this.emitQueue.push(fn.id);
      return preset;
    }
    const owner = this.contractOf(fn);
    let base = rustIdent(snakeCase(fn.name) || "fallback");
    if (owner?.contractKind === "library") base = `${snakeCase(owner.name)}_${snakeCase(fn.name)}`;
    if (this.isTaken(base) && owner) base = `${base}_${snakeCase(owner.name)}`;
    const name = this.reserveName(base);
    this.fnNames.set(fn.id, name);
    this.emitQueue.push(fn.id);
    return name;
  }

  private readonly presetNames = new Map<number, string>();
  presetFnName(fn: AstNode, name: string) {
    if (this.fnNames.has(fn.id) || this.presetNames.has(fn.id)) return;
    this.takenNames.add(name);
    this.presetNames.set(fn.id, name);
  }

  lineOf(node: AstNode): number {
    return this.locate(parseSrc(node.src).start).line;
  }

  /** Line and column of a byte offset of `source`, and its file when not the main one. */
  locate(byteOffset: number): { file?: string; line: number; column: number } {
    return this.options.segments
      ? locate(this.options.segments, byteOffset)
      : lineColumn(this.source, byteOffset);
  }

  private localCounter = 0;
  reserveLocal(base: string): string {
    this.localCounter++;
    return this.localCounter === 1 ? base : `${base}_${this.localCounter}`;
  }

  /** The CosmWasm event type and attribute keys of a Solidity event (wasmd's naming rules applied). */
  eventInfo(ev: AstNode): {
    eventType: string;
    renamedType: boolean;
    params: { attribute: string; renamed: boolean }[];
  } {
    const eventType = ev.name.length < 3 ? `${ev.name}_event` : ev.name;
    const used = new Set<string>();
    const params = (ev.parameters.parameters as AstNode[]).map((p, i) => {
      let key = (p.name ?? "").replace(/^_+/, "");
      if (!key) key = `arg${i}`;
      let k = key;
      for (let n = 2; used.has(k); n++) k = `${key}_${n}`;
      used.add(k);
      return { attribute: k, renamed: k !== (p.name ?? "") && !(p.name === "" && k === `arg${i}`) };
    });
    return { eventType, renamedType: eventType !== ev.name, params };
  }

  eventFnName(ev: AstNode): string {
    const key = -ev.id - 1_000_000;
    const known = this.fnNames.get(key);
    if (known) return known;
    const name = this.reserveName(`${snakeCase(ev.name)}_event`);
    this.fnNames.set(key, name);
    return name;
  }

  /** Registers a `require`/`revert` message; returns its ContractError variant. */
  requireVariant(message: string): string {
    const key = `require:${message}`;
    const known = this.errors.get(key);
    if (known) return known.variant;
    let base = pascalCase(snakeCase(message));
    if (base.length > 48) base = pascalCase(snakeCase(message.split(/\s+/).slice(0, 6).join(" ")));
    if (!base || /^[0-9]/.test(base)) base = `Require${base}`;
    const variant = this.uniqueVariant(base);
    this.errors.set(key, { kind: "require", variant, message });
    return variant;
  }

  customErrorVariant(err: AstNode): string {
    const key = `custom:${err.id}`;
    const known = this.errors.get(key);
    if (known) return known.variant;
    const variant = this.uniqueVariant(
      isUpperCamelCase(err.name) ? err.name : pascalCase(snakeCase(err.name)) || "Error",
    );
    this.errors.set(key, { kind: "custom", variant, node: err });
    this.usedErrors.add(err.id);
    return variant;
  }

  /** Custom errors declared in the file's contracts in the linearization (bases first), plus used ones. */
  declaredErrors(): AstNode[] {
    const out: AstNode[] = [];
    const seen = new Set<number>();
    const add = (n: AstNode) => {
      if (!seen.has(n.id)) {
        seen.add(n.id);
        out.push(n);
      }
    };
    for (const n of this.sourceUnit.nodes as AstNode[])
      if (n.nodeType === "ErrorDefinition") add(n);
    for (const c of this.baseFirst) {
      for (const n of c.nodes as AstNode[]) if (n.nodeType === "ErrorDefinition") add(n);
    }
    for (const id of [...this.usedErrors].sort((a, b) => a - b)) add(this.nodes.get(id)!);
    return out;
  }

  usePanic(code: number) {
    this.errors.set(`panic:${code}`, { kind: "panic", variant: "Panic", code });
  }

  useSpecial(kind: "transfer_failed" | "revert" | "unsupported"): string {
    const variant = {
      transfer_failed: "TransferFailed",
      revert: "Reverted",
      unsupported: "Unsupported",
    }[kind];
    this.errors.set(kind, { kind, variant });
    return variant;
  }

  private uniqueVariant(base: string): string {
    const reserved = new Set([
      "Std",
      "Payment",
      "Panic",
      "TransferFailed",
      "Reverted",
      "Unsupported",
      "OutOfRange",
    ]);
    const used = new Set([...this.errors.values()].map((e) => e.variant));
    let v = base;
    for (let i = 2; reserved.has(v) || used.has(v); i++) v = `${base}${i}`;
    return v;
  }

  /** Transitive needs of a function or modifier (by id), including modifiers and callees. */
  needs(id: number, stack: Set<number> = new Set()): Needs {
    const cached = this.needsCache.get(id);
    if (cached) return cached;
    const node = this.nodes.get(id)!;
    const n = emptyNeeds();
    if (stack.has(id)) return n;
    stack.add(id);
    const contract = this.contractOf(node);
    const visitCall = (target: AstNode | undefined) => {
      if (target && target.id !== id) mergeNeeds(n, this.needs(target.id, stack));
    };
    // address literals and address <-> uint160 go through the chain's address API
    if (convertsAddressNumbers(node, this.nodes)) n.querier = true;
    walk(node, (x) => {
      if (x.nodeType === "Identifier") {
        const sv = this.stateVars.get(x.referencedDeclaration);
        if (sv && sv.kind !== "constant") n.storage = n.storage === "write" ? "write" : "read";
        if (x.name === "this" && x.referencedDeclaration < 0) n.env = true;
        const decl = this.nodes.get(x.referencedDeclaration);
        if (
          decl?.nodeType === "VariableDeclaration" &&
          decl.storageLocation === "storage" &&
          !decl.stateVariable
        ) {
          n.storage = n.storage === "write" ? "write" : "read";
        }
      } else if (x.nodeType === "MemberAccess") {
        const base = x.expression;
        if (base.nodeType === "Identifier" && base.referencedDeclaration < 0) {
          if (base.name === "msg" && x.memberName === "sender") n.sender = true;
          if (base.name === "msg" && x.memberName === "value") n.funds = true;
          if (base.name === "msg" && x.memberName === "sig") n.sig = true;
          if (base.name === "block") n.env = true;
        }
        // `this.v()`: a public state variable's getter reads storage
        const getter = this.stateVars.get(x.referencedDeclaration);
        if (getter && getter.kind !== "constant")
          n.storage = n.storage === "write" ? "write" : "read";
        if (x.memberName === "code" && /^address/.test(base.typeDescriptions?.typeString ?? ""))
          n.querier = true;
        if (
          x.memberName === "balance" &&
          /^address/.test(base.typeDescriptions?.typeString ?? "")
        ) {
          n.env = true;
          if (n.payouts === "none") n.payouts = "read";
        }
      } else if (x.nodeType === "EmitStatement") {
        n.events = true;
      } else if (x.nodeType === "FunctionCall") {
        const c = classifyCall(x, this.nodes);
        if (c.kind === "internal") {
          const target = c.superFrom
            ? this.resolveFunction(c.decl, "super", contract)
            : this.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
          visitCall(target);
        } else if (c.kind === "unknown") {
          // a call through a function value may run any function of its type
          const pointer = calledFunctionValueType(x, this.nodes);
          if (pointer) for (const t of functionValueCandidates(this, pointer)) visitCall(t.fn);
        } else if (c.kind === "address" && selfViewLowLevelCall(this, x)) {
          // runs the contract's own view or pure function in place (ADR 0227)
          const target = selfViewLowLevelCall(this, x)!.target;
          if (target.id !== id) {
            const callee = this.needs(target.id, stack);
            mergeNeeds(n, {
              ...callee,
              sender: false,
              sig: false,
              env: callee.env || callee.sender,
            });
          }
        } else if (c.kind === "address" && ["transfer", "send", "call"].includes(c.name)) {
          n.env = true;
          n.payouts = "write";
        } else if (c.kind === "external") {
          const decl = c.fn;
          const view = ["view", "pure"].includes(decl.stateMutability);
          if (view && c.isThis) {
            // runs the contract's own function in place, with the contract itself as msg.sender
            const target = this.resolveFunction(c.decl, "virtual");
            if (target.id !== id) {
              const callee = this.needs(target.id, stack);
              mergeNeeds(n, {
                ...callee,
                sender: false,
                sig: false,
                env: callee.env || callee.sender,
              });
            }
          } else if (view) {
            n.querier = true;
            // the callee's query takes a `sender` field: this contract's address
            if (this.calleeReadsSender(decl)) n.env = true;
          } else {
            n.payouts = "write";
            n.env = true;
          }
        } else if (
          c.kind === "abi" &&
          c.name === "decode" &&
          /\b(address|contract)\b/.test(x.typeDescriptions?.typeString ?? "")
        ) {
          // a decoded address is validated with the chain's API
          n.querier = true;
        } else if (c.kind === "builtin" && c.name === "ecrecover") {
          // secp256k1_recover_pubkey and addr_humanize are the chain's API
          n.querier = true;
        } else if (c.kind === "new" && c.what === "contract") {
          n.payouts = "write";
          n.env = true;
          n.querier = true;
          n.storage = n.storage === "none" ? "read" : n.storage;
        }
      } else if (x.nodeType === "ModifierInvocation") {
        const decl = this.nodes.get(x.modifierName.referencedDeclaration);
        if (decl?.nodeType === "ModifierDefinition") visitCall(this.resolveModifier(x));
        else if (decl?.nodeType === "ContractDefinition") {
          const ctor = (decl.nodes as AstNode[]).find((m) => m.kind === "constructor");
          if (ctor) visitCall(ctor);
        }
      }
    });
    const mut = node.stateMutability;
    if (
      n.storage !== "none" &&
      (mut === "nonpayable" || mut === "payable" || node.nodeType === "ModifierDefinition")
    ) {
      n.storage = mut === "view" || mut === "pure" ? "read" : "write";
    }
    if (
      node.nodeType === "ModifierDefinition" &&
      n.storage === "write" &&
      !this.modifierWrites(node)
    ) {
      n.storage = "read";
    }
    if ((mut === "view" || mut === "pure") && n.storage === "write") n.storage = "read";
    if ((mut === "view" || mut === "pure") && n.payouts === "write") n.payouts = "read";
    stack.delete(id);
    this.needsCache.set(id, n);
    return n;
  }

  /** Constants with a literal value become `pub const` items; returns the item name (or null to inline). */
  readonly constants = new Map<number, { name: string; code: string; node: AstNode }>();
  useConstant(decl: AstNode): string | null {
    const known = this.constants.get(decl.id);
    if (known) return known.name;
    const t = parseType(decl.typeDescriptions?.typeString);
    let value: string | null = null;
    if ((t.k === "uint" || t.k === "int") && decl.value) {
      const v = evalConst(decl.value, this);
      if (v !== null) value = intLiteral(v, t);
    } else if (t.k === "bool" && decl.value?.nodeType === "Literal") {
      value = decl.value.value;
    }
    if (value === null) return null;
    // nor the crate's own items (`NATIVE_DENOM`, `CONTRACT_NAME`, ...) or stored values' names
    const used = new Set([...this.constants.values()].map((c) => c.name));
    for (const n of this.stateNames) used.add(n);
    let name = screamingSnakeCase(decl.name) || "CONSTANT";
    for (let i = 2; used.has(name); i++) name = `${screamingSnakeCase(decl.name)}_${i}`;
    this.constants.set(decl.id, {
      name,
      code: `pub const ${name}: ${rustType(t)} = ${value};`,
      node: decl,
    });
    return name;
  }

  enumDef(name: string): AstNode | undefined {
    return this.enumsByName.get(name);
  }

  structDef(name: string): AstNode | undefined {
    return this.structsByName.get(name);
  }

  enumFirst(name: string): string {
    const def = this.enumDef(name);
    return this.enumVariant(name, def?.members[0]?.name ?? "");
  }

  /** The Rust variant of an enum member (`ACTIVE` → `Active`). */
  enumVariant(_enumName: string, member: string): string {
    const v = pascalCase(snakeCase(member)) || "Unnamed";
    // `Self` cannot name a variant; serde renames it back to "self"
    return v === "Self" ? "SelfValue" : v;
  }

  /** `#[serde(rename)]` needed for an enum member's variant, if any. */
  enumRename(member: string): string | null {
    const json = snakeCase(member);
    return serdeSnakeCase(this.enumVariant("", member)) === json ? null : json;
  }

  readonly enumOrdinalFns = new Set<string>();
  enumFromOrdinal(name: string): string {
    const fn = `${snakeCase(name)}_from_ordinal`;
    this.enumOrdinalFns.add(name);
    this.takenNames.add(fn);
    return fn;
  }

  fieldName(_struct: SolType, member: string): string {
    return rustIdent(snakeCase(member));
  }

  errorField(param: AstNode, i: number): string {
    return rustIdent(snakeCase(param.name) || `arg${i}`);
  }

  private readonly storageReturns = new Map<number, StorageReturn | null>();
  /**
   * For an internal function returning a storage pointer (`returns (S storage)`): the state
   * variable and key kinds of the location it returns. The Rust fn returns the key values.
   */
  storageReturn(fn: AstNode): StorageReturn | null {
    if (this.storageReturns.has(fn.id)) return this.storageReturns.get(fn.id)!;
    const rets: AstNode[] = fn.returnParameters?.parameters ?? [];
    let result: StorageReturn | null = null;
    if (rets.length === 1 && rets[0].storageLocation === "storage") {
      this.storageReturns.set(fn.id, null);
      const ret = rets[0];
      const found: AstNode[] = [];
      walk(fn.body, (x) => {
        if (x.nodeType === "Return" && x.expression) found.push(x.expression);
        if (x.nodeType === "Assignment" && x.leftHandSide?.referencedDeclaration === ret.id)
          found.push(x.rightHandSide);
      });
      // the Rust fn returns only keys: every place it may return must be in the same variable
      const paths = found.map((f) => this.staticPath(f, fn));
      const shape = (p: StorageReturn | null) =>
        p && `${p.sv.constName}:${p.steps.map((s) => s.k).join(",")}`;
      if (paths.length > 0 && paths.every((p) => p && shape(p) === shape(paths[0])))
        result = paths[0];
    }
    this.storageReturns.set(fn.id, result);
    return result;
  }

  private staticPath(e: AstNode, fn: AstNode, depth = 0): StorageReturn | null {
    if (depth > 20) return null;
    if (e.nodeType === "IndexAccess") {
      const base = this.staticPath(e.baseExpression, fn, depth + 1);
      if (!base) return null;
      const bt = parseType(e.baseExpression.typeDescriptions?.typeString);
      // an array kept as one map entry per element (ADRs 0209, 0220) is keyed by the index
      const byElement = base.steps.length === base.sv.elements?.mappingKeys;
      const step =
        bt.k === "mapping"
          ? { k: "key" as const, type: bt.key }
          : byElement
            ? { k: "key" as const, type: { k: "uint", bits: 256 } as SolType }
            : { k: "index" as const };
      return {
        sv: base.sv,
        steps: [...base.steps, step],
        type: parseType(e.typeDescriptions?.typeString),
      };
    }
    if (e.nodeType === "Identifier") {
      const sv = this.stateVars.get(e.referencedDeclaration);
      if (sv && sv.kind !== "constant") return { sv, steps: [], type: sv.type };
      const decl = this.nodes.get(e.referencedDeclaration);
      if (decl?.nodeType !== "VariableDeclaration" || decl.storageLocation !== "storage")
        return null;
      let init: AstNode | null = null;
      walk(fn.body, (x) => {
        if (init) return;
        if (
          x.nodeType === "VariableDeclarationStatement" &&
          x.declarations?.some((d: AstNode | null) => d?.id === decl.id)
        ) {
          init = x.initialValue;
        }
        if (x.nodeType === "Assignment" && x.leftHandSide?.referencedDeclaration === decl.id)
          init = x.rightHandSide;
      });
      return init ? this.staticPath(init, fn, depth + 1) : null;
    }
    if (e.nodeType === "FunctionCall") {
      const c = classifyCall(e, this.nodes);
      if (c.kind !== "internal") return null;
      const target = this.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
      return this.storageReturn(target);
    }
    if (e.nodeType === "TupleExpression" && e.components?.length === 1)
      return this.staticPath(e.components[0], fn, depth + 1);
    return null;
  }

  /**
   * Contracts this one creates with `new C(...)`: contract name → the InstantiateMsg field and
   * state item holding C's stored code id, and the name of C's InstantiateMsg as sent from here.
   */
  readonly newContracts = new Map<
    string,
    { contract: AstNode; field: string; constName: string; msgType: string }
  >();
  /**
   * Finds every `new C(...)` of a contract in this contract, its bases and the free and library
   * functions they call (needed before lowering: instantiate stores each code id).
   */
  scanNewContracts(): void {
    const visited = new Set<number>();
    const scan = (root: AstNode) =>
      walk(root, (x) => {
        if (x.nodeType === "NewExpression") {
          const decl = this.nodes.get(x.typeName?.referencedDeclaration);
          if (decl?.nodeType === "ContractDefinition") this.newContract(decl);
        }
        if (x.nodeType !== "Identifier" && x.nodeType !== "MemberAccess") return;
        const fn = this.nodes.get(x.referencedDeclaration);
        if (fn?.nodeType !== "FunctionDefinition" || visited.has(fn.id)) return;
        const scope = this.nodes.get(fn.scope);
        if (scope?.nodeType === "SourceUnit" || scope?.contractKind === "library") {
          visited.add(fn.id);
          scan(fn);
        }
      });
    for (const c of this.baseFirst) scan(c);
  }
  newContract(decl: AstNode): { field: string; constName: string; msgType: string } {
    let entry = this.newContracts.get(decl.name);
    if (!entry) {
      const snake = snakeCase(decl.name) || "contract";
      entry = {
        contract: decl,
        field: `${snake}_code_id`,
        constName: `${snake.toUpperCase()}_CODE_ID`,
        msgType: `${pascalCase(snake)}InstantiateMsg`,
      };
      this.newContracts.set(decl.name, entry);
    }
    return entry;
  }

  /**
   * Whether a call's `bool` result may be checked in a `reply` somewhere in the file: then queued
   * messages are `SubMsg`s (decided before lowering, so every function pushes the same type).
   */
  usesSubMsgs = false;
  /** A low-level call sends data whose message is decided at run time (`low_level_call`). */
  lowLevelCalls = false;
  /** A low-level call's result is ignored: `reply` swallows its failure, as the EVM ignores it. */
  ignoresCallFailures = false;
  /**
   * Calls whose `bool` result is checked in `reply`, in reply-id order (id = index + 1);
   * `fromPayload`: the error reads the reply's payload (rendered when the call was queued).
   */
  readonly replyChecks: {
    constName: string;
    error: string;
    what: string;
    line: number;
    fromPayload?: boolean;
  }[] = [];
  scanCheckedCalls(): void {
    const statementCalls = new Set<number>();
    const referenced = new Set<number>();
    const declarations: AstNode[] = [];
    const calls: AstNode[] = [];
    walk(this.sourceUnit, (x) => {
      if (x.nodeType === "ExpressionStatement") statementCalls.add(x.expression?.id);
      else if (x.nodeType === "Identifier") referenced.add(x.referencedDeclaration);
      else if (x.nodeType === "VariableDeclarationStatement") declarations.push(x);
      else if (x.nodeType === "FunctionCall") calls.push(x);
      if (isSentLowLevelCall(this, x)) this.usesSubMsgs = true;
    });
    // a contract created and then queried: the function continues in reply after the `new`
    if (queriesCreatedContract(this.sourceUnit, this.nodes)) this.usesSubMsgs = true;
    // `T x = call(..)` with `x` never read is lowered as a plain message too
    for (const x of declarations) {
      if (
        x.declarations?.length === 1 &&
        x.declarations[0] &&
        !referenced.has(x.declarations[0].id)
      )
        statementCalls.add(x.initialValue?.id);
    }
    for (const x of calls) {
      if (statementCalls.has(x.id)) continue;
      const c = classifyCall(x, this.nodes);
      if (c.kind !== "external") continue;
      if (!["view", "pure"].includes(c.fn.stateMutability)) this.usesSubMsgs = true;
    }
  }
  /** Registers a reply check; returns the constant naming its reply id. */
  replyCheck(
    fnName: string,
    error: string,
    what: string,
    line: number,
    fromPayload = false,
  ): string {
    const base = `REPLY_${(snakeCase(fnName) || "call").toUpperCase()}`;
    let name = base;
    for (let i = 2; this.replyChecks.some((r) => r.constName === name); i++) name = `${base}_${i}`;
    this.replyChecks.push({
      constName: name,
      error,
      what,
      line,
      ...(fromPayload ? { fromPayload } : {}),
    });
    return name;
  }

  /** This contract's own messages (for `this.f(..)` calls sent as messages). */
  selfEntries: Entry[] = [];
  /** Rust and JSON names of the variants of external message enums, by function id. */
  readonly externalVariants = new Map<number, { rust: string; json: string }>();

  /** Response structs of queried views returning several values: struct name → fields. */
  readonly externalResponses = new Map<
    string,
    { fn: AstNode; fields: { ident: string; type: SolType }[] }
  >();

  private readonly readsSenderCache = new Map<number, boolean>();
  /** Whether a deployable contract of this file derives from the contract declaring `decl`. */
  calleeImplementedInFile(decl: AstNode): boolean {
    return (this.sourceUnit.nodes as AstNode[]).some(
      (c) =>
        c.nodeType === "ContractDefinition" &&
        c.contractKind === "contract" &&
        !c.abstract &&
        ((c.linearizedBaseContracts as number[]) ?? []).includes(decl.scope),
    );
  }

  /**
   * Whether a view called on another contract reads `msg.sender` in a contract of this file that
   * implements it: its converted query then takes a `sender` field.
   */
  calleeReadsSender(decl: AstNode): boolean {
    const known = this.readsSenderCache.get(decl.id);
    if (known !== undefined) return known;
    const sig = `${decl.name}(${this.paramTypes(decl)})`;
    let reads = false;
    for (const c of this.sourceUnit.nodes as AstNode[]) {
      if (c.nodeType !== "ContractDefinition" || c.contractKind !== "contract" || c.abstract)
        continue;
      const bases = (c.linearizedBaseContracts as number[]) ?? [];
      if (!bases.includes(decl.scope)) continue;
      for (const id of bases) {
        const impl = ((this.nodes.get(id)?.nodes ?? []) as AstNode[]).find(
          (f) =>
            f.nodeType === "FunctionDefinition" &&
            f.body &&
            `${f.name}(${this.paramTypes(f)})` === sig,
        );
        if (impl) {
          reads ||= readsMsgSender(impl, this.nodes);
          break;
        }
      }
    }
    this.readsSenderCache.set(decl.id, reads);
    return reads;
  }

  /** Message enums for calls to other contracts: enum name → variants (by function id). */
  readonly externalMsgs = new Map<
    string,
    { kind: "execute" | "query"; contract: string; fns: Map<number, AstNode> }
  >();
  externalMsgEnum(contract: string, kind: "execute" | "query", fn: AstNode): string {
    const name = `${pascalCase(snakeCase(contract))}${kind === "execute" ? "ExecuteMsg" : "QueryMsg"}`;
    let entry = this.externalMsgs.get(name);
    if (!entry) {
      entry = { kind, contract, fns: new Map() };
      this.externalMsgs.set(name, entry);
    }
    entry.fns.set(fn.id, fn);
    return name;
  }

  /** Whether a modifier's own code assigns state (otherwise it only reads storage). */
  private modifierWrites(mod: AstNode): boolean {
    let writes = false;
    walk(mod.body, (x) => {
      if (
        x.nodeType === "Assignment" ||
        (x.nodeType === "UnaryOperation" && ["++", "--", "delete"].includes(x.operator))
      ) {
        writes = true;
      }
      if (x.nodeType === "FunctionCall") {
        const c = classifyCall(x, this.nodes);
        if (c.kind === "array") writes = true;
        if (c.kind === "internal") {
          const target = this.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
          const mut = target.stateMutability;
          if (mut !== "view" && mut !== "pure") writes = true;
        }
      }
    });
    return writes;
  }
}

/** Whether a function reads `msg.sender`, through its modifiers and the functions it calls. */
function readsMsgSender(
  fn: AstNode,
  nodes: Map<number, AstNode>,
  seen = new Set<number>(),
): boolean {
  if (seen.has(fn.id)) return false;
  seen.add(fn.id);
  let reads = false;
  walk(fn, (x) => {
    if (reads) return;
    if (
      x.nodeType === "MemberAccess" &&
      x.memberName === "sender" &&
      x.expression?.nodeType === "Identifier" &&
      x.expression.name === "msg"
    )
      reads = true;
    const ref =
      x.nodeType === "ModifierInvocation"
        ? x.modifierName?.referencedDeclaration
        : x.nodeType === "FunctionCall"
          ? x.expression?.referencedDeclaration
          : undefined;
    const target = typeof ref === "number" ? nodes.get(ref) : undefined;
    if (
      target &&
      (target.nodeType === "ModifierDefinition" ||
        (target.nodeType === "FunctionDefinition" && target.body)) &&
      readsMsgSender(target, nodes, seen)
    )
      reads = true;
  });
  return reads;
}
