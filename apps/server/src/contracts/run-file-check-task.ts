import type { ContractLanguage } from "@contract-platform/api";
import { type ContentIssue, inspectFileContent } from "./inspect-file-content.ts";
import { outlineSolidity, type SolidityOutline } from "./outline-solidity.ts";

export type FileCheckTask =
  | { kind: "inspect"; content: string | Uint8Array; language: ContractLanguage }
  | { kind: "outline"; source: string };

export interface FileCheckResult {
  issues?: ContentIssue[];
  /** The file's contracts; null when it does not parse. */
  outline?: SolidityOutline | null;
}

/**
 * The parsing part of file checks, run in a worker process by checkFile (parsing Solidity can
 * take seconds): the content inspection of an upload, or the outline of a stored source.
 */
export function runFileCheckTask(task: FileCheckTask): FileCheckResult {
  if (task.kind === "inspect") return { issues: inspectFileContent(task.content, task.language) };
  try {
    return { outline: outlineSolidity(task.source) };
  } catch {
    return { outline: null };
  }
}
