/**
 * heck's `to_snake_case` (the rule converter.md fixes for JSON names): words split on
 * non-alphanumerics, at lower→upper transitions and before the last capital of an acronym
 * followed by a lower-case letter; digits never start a word. Leading/trailing underscores vanish.
 */
export function snakeCase(input: string): string {
  const words: string[] = [];
  for (const word of input.split(/[^\p{L}\p{N}]/u)) {
    const chars = [...word];
    let init = 0;
    let mode: "boundary" | "lower" | "upper" = "boundary";
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i];
      const next = chars[i + 1];
      if (next === undefined) {
        words.push(chars.slice(init).join(""));
        break;
      }
      const nextMode: "boundary" | "lower" | "upper" = isLower(c)
        ? "lower"
        : isUpper(c)
          ? "upper"
          : mode;
      if (nextMode === "lower" && isUpper(next)) {
        words.push(chars.slice(init, i + 1).join(""));
        init = i + 1;
        mode = "boundary";
      } else if (mode === "upper" && isUpper(c) && isLower(next)) {
        words.push(chars.slice(init, i).join(""));
        init = i;
        mode = "boundary";
      } else {
        mode = nextMode;
      }
    }
  }
  return words
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase())
    .join("_");
}

function isLower(c: string): boolean {
  return c !== c.toUpperCase() && c === c.toLowerCase();
}

function isUpper(c: string): boolean {
  return c !== c.toLowerCase() && c === c.toUpperCase();
}

/** `set_uri` → `SetUri` (the Rust variant / type name for a snake_case name). */
export function pascalCase(snake: string): string {
  return snake
    .split("_")
    .filter((w) => w.length > 0)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
}

/** serde's `rename_all = "snake_case"` applied to a Rust variant name (what `#[cw_serde]` does). */
export function serdeSnakeCase(variant: string): string {
  let out = "";
  for (let i = 0; i < variant.length; i++) {
    const c = variant[i];
    if (isUpper(c)) {
      if (i > 0) out += "_";
      out += c.toLowerCase();
    } else {
      out += c;
    }
  }
  return out;
}

/** heck-style SCREAMING_SNAKE_CASE, for `Item`/`Map` constants. */
export function screamingSnakeCase(input: string): string {
  return snakeCase(input).toUpperCase();
}

const RUST_KEYWORDS = new Set([
  "as",
  "break",
  "const",
  "continue",
  "crate",
  "else",
  "enum",
  "extern",
  "false",
  "fn",
  "for",
  "if",
  "impl",
  "in",
  "let",
  "loop",
  "match",
  "mod",
  "move",
  "mut",
  "pub",
  "ref",
  "return",
  "self",
  "Self",
  "static",
  "struct",
  "super",
  "trait",
  "true",
  "type",
  "unsafe",
  "use",
  "where",
  "while",
  "async",
  "await",
  "dyn",
  "abstract",
  "become",
  "box",
  "do",
  "final",
  "macro",
  "override",
  "priv",
  "typeof",
  "unsized",
  "virtual",
  "yield",
  "try",
  "gen",
]);

const NOT_RAW = new Set(["crate", "self", "Self", "super"]);

/** Whether a name is a Rust keyword (strict or reserved), so it cannot be a plain identifier. */
export function isRustKeyword(name: string): boolean {
  return RUST_KEYWORDS.has(name);
}

/** A valid Rust identifier for a snake_case name: keywords become raw identifiers (`r#type`). */
export function rustIdent(snake: string): string {
  let name = snake.length === 0 ? "arg" : snake;
  if (/^[0-9]/.test(name)) name = `n${name}`;
  if (NOT_RAW.has(name)) return `${name}_`;
  return RUST_KEYWORDS.has(name) ? `r#${name}` : name;
}

/**
 * `#[serde(rename = "self")] ` for a field whose identifier had to differ from its JSON name
 * (`self`, `crate`, `super` cannot be raw identifiers and become `self_`, ...); else "".
 */
export function serdeFieldRename(ident: string): string {
  const json = ident.slice(0, -1);
  return ident.endsWith("_") && NOT_RAW.has(json) ? `#[serde(rename = "${json}")] ` : "";
}

/** The JSON name serde uses for a Rust field identifier (raw identifiers lose their `r#`). */
export function jsonFieldName(ident: string): string {
  return ident.startsWith("r#") ? ident.slice(2) : ident;
}

/** rustc's `non_camel_case_types` rule: no leading lower case, no `_` next to a letter. */
export function isUpperCamelCase(name: string): boolean {
  return /^[A-Z][A-Za-z0-9]*$/.test(name);
}
