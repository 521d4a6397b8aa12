import { FILE_HEADERS_ONLY, formatPatch, type StructuredPatch, structuredPatch } from "diff";

/**
 * Past this many inserted plus deleted lines the Myers search stops and the file is shown as
 * replaced wholesale (still a correct diff). Bounds the cost of comparing unrelated files (ADR 161).
 */
export const MAX_EDIT_LENGTH = 1000;

/** Edits up to this size are found synchronously (a few milliseconds at most). */
const QUICK_EDIT_LENGTH = 100;

export type UnifiedDiff = { diff: string; additions: number; deletions: number };

/** The lines of a text without their newlines (none for an empty text). */
function linesOf(text: string): string[] {
  return text === "" ? [] : text.replace(/\n$/, "").split("\n");
}

/** The whole of `before` deleted and the whole of `after` inserted, as one hunk. */
function replacedWholesale(before: string, after: string): StructuredPatch["hunks"] {
  const deleted = linesOf(before);
  const inserted = linesOf(after);
  return [
    {
      oldStart: 1,
      oldLines: deleted.length,
      newStart: 1,
      newLines: inserted.length,
      lines: [...deleted.map((line) => `-${line}`), ...inserted.map((line) => `+${line}`)],
    },
  ];
}

/**
 * A unified diff (`--- a/path`, `+++ b/path`, `@@ -l,s +l,s @@` hunks with 3 lines of context) by
 * the `diff` package's Myers algorithm. Larger edits run in its asynchronous mode so they do not
 * hold up other requests (it yields between edit-distance steps, so an unrelated pair of files
 * takes about a second to give up). `null` is a file that does not exist on that side.
 */
export async function unifiedDiff(
  path: string,
  before: string | null,
  after: string | null,
  { context = 3, maxEditLength = MAX_EDIT_LENGTH } = {},
): Promise<UnifiedDiff> {
  const a = before ?? "";
  const b = after ?? "";
  if (a === b) return { diff: "", additions: 0, deletions: 0 };
  const oldFileName = before === null ? "/dev/null" : `a/${path}`;
  const newFileName = after === null ? "/dev/null" : `b/${path}`;
  const search = (limit: number) => ({ context, maxEditLength: Math.min(limit, maxEditLength) });
  // Most edits are small: a synchronous search bounded at QUICK_EDIT_LENGTH answers them at once;
  // only larger ones take the asynchronous path, which waits a timer tick per step.
  const found =
    structuredPatch(
      oldFileName,
      newFileName,
      a,
      b,
      undefined,
      undefined,
      search(QUICK_EDIT_LENGTH),
    ) ??
    (maxEditLength > QUICK_EDIT_LENGTH
      ? await new Promise<StructuredPatch | undefined>((resolve) => {
          structuredPatch(oldFileName, newFileName, a, b, undefined, undefined, {
            ...search(maxEditLength),
            callback: resolve,
          });
        })
      : undefined);
  const patch = found ?? {
    oldFileName,
    newFileName,
    oldHeader: undefined,
    newHeader: undefined,
    hunks: replacedWholesale(a, b),
  };
  let additions = 0;
  let deletions = 0;
  for (const hunk of patch.hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith("+")) additions++;
      else if (line.startsWith("-")) deletions++;
    }
  }
  return { diff: formatPatch(patch, FILE_HEADERS_ONLY), additions, deletions };
}
