/** One finding about the input: compiler errors, constructs that do not translate, warnings. */
export interface Diagnostic {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** The imported file (source unit name) the position is in; absent for the converted file. */
  file?: string;
}

export interface ConvertInput {
  source: string;
  /** The file's name; in a project, its source unit name (path from the project root). */
  fileName: string;
  /**
   * A project's other files by source unit name (what imports resolve to, after remappings),
   * compiled with the file; without them an import is an error.
   */
  sources?: Record<string, string>;
  /** solc remappings (`[context:]prefix=target`) the unit names were resolved with. */
  remappings?: string[];
  contract?: string;
  denom?: string;
  crateName?: string;
  scenarios?: Array<{ name: string; scenario: unknown }>;
  /** Run rustfmt over the generated Rust when it is installed (default true). */
  format?: boolean;
}

export interface ConversionResult {
  ok: boolean;
  /** Crate-relative paths → file contents. */
  files: Record<string, string>;
  /** The conversion.json object (of the main contract), or null when the source does not compile. */
  // biome-ignore lint/suspicious/noExplicitAny: JSON document
  report: Record<string, any> | null;
  diagnostics: Diagnostic[];
}
