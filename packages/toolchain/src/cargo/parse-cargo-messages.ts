import type { CargoDiagnostic } from "@contract-platform/api";

export interface CargoArtifact {
  packageId: string;
  targetName: string;
  kinds: string[];
  filenames: string[];
  executable: string | null;
  /** Built for `cargo test` (a test harness binary). */
  test: boolean;
}

export interface CargoMessages {
  diagnostics: CargoDiagnostic[];
  artifacts: CargoArtifact[];
  /** From the build-finished message; null when cargo stopped before it. */
  success: boolean | null;
  /** Lines that are not cargo messages (output of build scripts or test binaries). */
  otherLines: string[];
}

interface RustcSpan {
  file_name: string;
  line_start: number;
  line_end: number;
  column_start: number;
  column_end: number;
  is_primary: boolean;
}

interface RustcMessage {
  message: string;
  level: string;
  code: { code: string } | null;
  spans: RustcSpan[];
  rendered: string | null;
}

const noise = [/^aborting due to/, /^\d+ warnings? emitted/, /^For more information about/];

/**
 * Reads cargo's `--message-format=json` output: compiler messages become diagnostics with a
 * crate-relative file, line and column (1-based; end column exclusive as rustc gives it), so
 * the review editor can mark them; artifacts list what was built.
 */
export function parseCargoMessages(stdout: string, crateRoot: string): CargoMessages {
  const result: CargoMessages = { diagnostics: [], artifacts: [], success: null, otherLines: [] };
  const seen = new Set<string>();
  for (const line of stdout.split("\n")) {
    if (!line.startsWith('{"reason":')) {
      if (line.trim()) result.otherLines.push(line);
      continue;
    }
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(line);
    } catch {
      result.otherLines.push(line);
      continue;
    }
    switch (message.reason) {
      case "compiler-message": {
        const diagnostic = toDiagnostic(message.message as RustcMessage, crateRoot);
        if (!diagnostic) break;
        const key = JSON.stringify(diagnostic);
        if (!seen.has(key)) {
          seen.add(key);
          result.diagnostics.push(diagnostic);
        }
        break;
      }
      case "compiler-artifact": {
        const target = message.target as { name: string; kind: string[] };
        const profile = message.profile as { test?: boolean };
        result.artifacts.push({
          packageId: String(message.package_id),
          targetName: target.name,
          kinds: target.kind,
          filenames: (message.filenames as string[]) ?? [],
          executable: (message.executable as string | null) ?? null,
          test: profile?.test === true,
        });
        break;
      }
      case "build-finished":
        result.success = message.success === true;
        break;
      default:
        break;
    }
  }
  return result;
}

function toDiagnostic(message: RustcMessage, crateRoot: string): CargoDiagnostic | null {
  if (!message || noise.some((pattern) => pattern.test(message.message))) return null;
  const severity = ["error", "warning", "note", "help"].includes(message.level)
    ? (message.level as CargoDiagnostic["severity"])
    : message.level.startsWith("error")
      ? "error"
      : null;
  if (!severity) return null;
  const span = message.spans.find((item) => item.is_primary) ?? message.spans[0];
  const file = span ? crateFile(span.file_name, crateRoot) : null;
  return {
    severity,
    message: message.message,
    code: message.code?.code ?? null,
    file,
    line: file && span ? span.line_start : null,
    column: file && span ? span.column_start : null,
    endLine: file && span ? span.line_end : null,
    endColumn: file && span ? span.column_end : null,
    rendered: (message.rendered ?? message.message).trimEnd(),
  };
}

/** A span's file relative to the crate root, or null when it is not a file of the crate. */
function crateFile(fileName: string, crateRoot: string): string | null {
  if (fileName.startsWith(`${crateRoot}/`)) return fileName.slice(crateRoot.length + 1);
  if (fileName.startsWith("/") || fileName.startsWith("<")) return null;
  if (fileName.startsWith("..")) return null;
  return fileName.replace(/^\.\//, "");
}
