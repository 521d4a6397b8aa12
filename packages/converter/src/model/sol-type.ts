/** A Solidity type, parsed from solc's `typeString`. */
export type SolType =
  | { k: "bool" }
  | { k: "uint"; bits: number }
  | { k: "int"; bits: number }
  | { k: "address"; payable: boolean }
  | { k: "string" }
  | { k: "bytes" }
  | { k: "fixedbytes"; n: number }
  | { k: "enum"; name: string; qualified: string }
  | { k: "struct"; name: string; qualified: string }
  | { k: "contract"; name: string; isInterface: boolean }
  | { k: "array"; elem: SolType; len: number | null }
  | { k: "mapping"; key: SolType; value: SolType }
  | { k: "tuple"; items: (SolType | null)[] }
  /** `function (uint256) pure returns (uint256)`: `params`/`returns` as solc spells them. */
  | { k: "function"; external: boolean; mutability: string; params: string; returns: string }
  | { k: "intconst"; text: string }
  | { k: "strlit"; text: string }
  | { k: "other"; text: string };

/** Parses a `typeString` such as `mapping(address => uint256)` or `struct Bank.Account storage ref`. */
export function parseType(typeString: string | undefined): SolType {
  if (!typeString) return { k: "other", text: "" };
  const p = new Parser(typeString);
  try {
    const t = p.type();
    return t;
  } catch {
    return { k: "other", text: typeString };
  }
}

class Parser {
  pos = 0;
  constructor(readonly s: string) {}

  private skipWs() {
    while (this.s[this.pos] === " ") this.pos++;
  }

  private peekWord(): string {
    this.skipWs();
    const m = /^[A-Za-z_$][A-Za-z0-9_$.]*/.exec(this.s.slice(this.pos));
    return m ? m[0] : "";
  }

  private word(): string {
    const w = this.peekWord();
    this.pos += w.length;
    return w;
  }

  private eat(text: string): boolean {
    this.skipWs();
    if (this.s.startsWith(text, this.pos)) {
      this.pos += text.length;
      return true;
    }
    return false;
  }

  type(): SolType {
    let t = this.base();
    // array suffixes and data locations
    for (;;) {
      this.skipWs();
      if (this.s[this.pos] === "[") {
        this.pos++;
        const close = this.s.indexOf("]", this.pos);
        const inner = this.s.slice(this.pos, close).trim();
        this.pos = close + 1;
        t = { k: "array", elem: t, len: inner === "" ? null : Number(inner) };
        continue;
      }
      const w = this.peekWord();
      if (w === "storage" || w === "memory" || w === "calldata") {
        this.word();
        if (this.peekWord() === "ref" || this.peekWord() === "pointer") this.word();
        continue;
      }
      if (w === "slice") {
        this.word();
        continue;
      }
      break;
    }
    return t;
  }

  private base(): SolType {
    const w = this.word();
    if (w === "mapping") {
      this.eat("(");
      const key = this.type();
      this.eat("=>");
      const value = this.type();
      this.eat(")");
      return { k: "mapping", key, value };
    }
    if (w === "tuple") {
      this.eat("(");
      const items: (SolType | null)[] = [];
      while (!this.eat(")")) {
        this.skipWs();
        if (this.s[this.pos] === ",") {
          if (items.length === 0) items.push(null);
          this.pos++;
          if (this.s[this.pos] === "," || this.s[this.pos] === ")") items.push(null);
          continue;
        }
        items.push(this.type());
      }
      return { k: "tuple", items };
    }
    if (w === "function") return this.functionType();
    if (w === "bool") return { k: "bool" };
    if (w === "string") return { k: "string" };
    if (w === "bytes") return { k: "bytes" };
    if (w === "address") {
      const payable = this.peekWord() === "payable";
      if (payable) this.word();
      return { k: "address", payable };
    }
    if (w === "int_const" || w === "rational_const") {
      const rest = this.s.slice(this.pos).trim();
      this.pos = this.s.length;
      return { k: "intconst", text: rest };
    }
    if (w === "literal_string" || w === "literal_unicode_string") {
      this.pos = this.s.length;
      return { k: "strlit", text: "" };
    }
    let m = /^uint(\d*)$/.exec(w);
    if (m) return { k: "uint", bits: m[1] ? Number(m[1]) : 256 };
    m = /^int(\d*)$/.exec(w);
    if (m) return { k: "int", bits: m[1] ? Number(m[1]) : 256 };
    m = /^bytes(\d+)$/.exec(w);
    if (m) return { k: "fixedbytes", n: Number(m[1]) };
    if (w === "byte") return { k: "fixedbytes", n: 1 };
    if (w === "enum" || w === "struct") {
      const qualified = this.word();
      const name = qualified.split(".").pop() ?? qualified;
      return w === "enum" ? { k: "enum", name, qualified } : { k: "struct", name, qualified };
    }
    if (w === "contract" || w === "interface" || w === "library") {
      const name = this.word();
      return { k: "contract", name, isInterface: w === "interface" };
    }
    throw new Error(`unknown type ${w}`);
  }

  /** After `function`: `(params) [visibility] [mutability] [returns (types)]`. */
  private functionType(): SolType {
    const params = this.parenthesized();
    let external = false;
    let mutability = "nonpayable";
    for (;;) {
      const w = this.peekWord();
      if (w === "internal" || w === "external") external = w === "external";
      else if (w === "pure" || w === "view" || w === "payable" || w === "nonpayable")
        mutability = w;
      else break;
      this.word();
    }
    let returns = "";
    if (this.peekWord() === "returns") {
      this.word();
      returns = this.parenthesized();
    }
    return { k: "function", external, mutability, params, returns };
  }

  /** The text inside a balanced `( .. )`. */
  private parenthesized(): string {
    if (!this.eat("(")) throw new Error("expected (");
    const start = this.pos;
    for (let depth = 1; depth > 0; this.pos++) {
      if (this.pos >= this.s.length) throw new Error("unbalanced (");
      if (this.s[this.pos] === "(") depth++;
      if (this.s[this.pos] === ")") depth--;
    }
    return this.s.slice(start, this.pos - 1);
  }
}

/** Whether `t` is an internal function type (its values name one of the contract's functions). */
export function isInternalFunction(
  t: SolType,
): t is { k: "function"; external: false; mutability: string; params: string; returns: string } {
  return t.k === "function" && !t.external;
}

export function isInteger(t: SolType): t is { k: "uint" | "int"; bits: number } {
  return t.k === "uint" || t.k === "int";
}

/**
 * Whether `t` is a mapping or an array of them (`mapping(uint8 => uint8)[2]`): no Rust value can
 * carry it, so it cannot be a parameter, a return value or a memory value.
 */
export function holdsMapping(t: SolType): boolean {
  return t.k === "mapping" || (t.k === "array" && holdsMapping(t.elem));
}

export function isAddressLike(t: SolType): boolean {
  return t.k === "address" || t.k === "contract";
}

/** The canonical ABI name used in signatures (`uint256`, `address`, `uint8` for enums, ...). */
export function abiName(t: SolType): string {
  switch (t.k) {
    case "bool":
    case "string":
    case "bytes":
      return t.k;
    case "uint":
    case "int":
      return `${t.k}${t.bits}`;
    case "address":
    case "contract":
      return "address";
    case "fixedbytes":
      return `bytes${t.n}`;
    case "enum":
      return "uint8";
    case "array":
      return `${abiName(t.elem)}[${t.len ?? ""}]`;
    case "struct":
      return t.name;
    default:
      return "?";
  }
}

/** The Solidity spelling used in conversion.json's `type` (`address payable`, `enum Escrow.State`). */
export function solName(t: SolType): string {
  switch (t.k) {
    case "address":
      return t.payable ? "address payable" : "address";
    case "contract":
      return `contract ${t.name}`;
    case "enum":
      return `enum ${t.qualified}`;
    case "struct":
      return `struct ${t.qualified}`;
    case "array":
      return `${solName(t.elem)}[${t.len ?? ""}]`;
    case "mapping":
      return `mapping(${solName(t.key)} => ${solName(t.value)})`;
    default:
      return abiName(t);
  }
}
