import { basicFileValidation } from "@contract-platform/api";

export type RejectedFile = { name: string; status: string; issues: string[] };

/**
 * The client-side basic check of spec §5 (size cap, then extension) over a selection: files that
 * pass are sent; the rest are listed with the spec's messages and never leave the browser.
 */
export function checkFiles<T extends { name: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; rejected: RejectedFile[] } {
  const accepted: T[] = [];
  const rejected: RejectedFile[] = [];
  for (const file of files) {
    const result = basicFileValidation(file);
    if (result.isValid) accepted.push(file);
    else rejected.push({ name: file.name, status: result.status, issues: result.issues });
  }
  return { accepted, rejected };
}
