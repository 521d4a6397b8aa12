/** One finding about the input: compiler errors, constructs that do not translate, warnings. */
export interface Diagnostic {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface ConvertInput {
  source: string;
  fileName: string;
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
