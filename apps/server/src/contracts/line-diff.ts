export type DiffOp = { kind: "equal" | "delete" | "insert"; line: string };

const MAX_TABLE_CELLS = 4_000_000;

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * Line diff by longest common subsequence after trimming the common head and tail. Past
 * MAX_TABLE_CELLS the changed middle is shown as replaced wholesale (still a correct diff).
 */
export function diffLines(before: string, after: string): DiffOp[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const ops: DiffOp[] = a.slice(0, head).map((line) => ({ kind: "equal", line }));
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_TABLE_CELLS) {
    for (const line of midA) ops.push({ kind: "delete", line });
    for (const line of midB) ops.push({ kind: "insert", line });
  } else {
    // lcs[i][j]: length of the LCS of midA[i..] and midB[j..].
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          midA[i] === midB[j]
            ? lcs[(i + 1) * width + j + 1] + 1
            : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        ops.push({ kind: "equal", line: midA[i] });
        i++;
        j++;
      } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
        ops.push({ kind: "delete", line: midA[i++] });
      } else {
        ops.push({ kind: "insert", line: midB[j++] });
      }
    }
    while (i < n) ops.push({ kind: "delete", line: midA[i++] });
    while (j < m) ops.push({ kind: "insert", line: midB[j++] });
  }
  for (const line of a.slice(a.length - tail)) ops.push({ kind: "equal", line });
  return ops;
}

/** A unified diff (`--- a/path`, `+++ b/path`, `@@ -l,s +l,s @@` hunks with 3 lines of context). */
export function unifiedDiff(
  path: string,
  before: string | null,
  after: string | null,
  context = 3,
): { diff: string; additions: number; deletions: number } {
  const ops = diffLines(before ?? "", after ?? "");
  const additions = ops.filter((op) => op.kind === "insert").length;
  const deletions = ops.filter((op) => op.kind === "delete").length;
  if (additions === 0 && deletions === 0) return { diff: "", additions, deletions };
  const out = [
    `--- ${before === null ? "/dev/null" : `a/${path}`}`,
    `+++ ${after === null ? "/dev/null" : `b/${path}`}`,
  ];
  const changed = ops.map((op, index) => (op.kind === "equal" ? -1 : index)).filter((i) => i >= 0);
  let k = 0;
  while (k < changed.length) {
    const start = Math.max(0, changed[k] - context);
    let end = changed[k];
    while (k < changed.length && changed[k] <= end + 2 * context + 1) {
      end = changed[k];
      k++;
    }
    const stop = Math.min(ops.length, end + context + 1);
    let oldLine = 1;
    let newLine = 1;
    for (let i = 0; i < start; i++) {
      if (ops[i].kind !== "insert") oldLine++;
      if (ops[i].kind !== "delete") newLine++;
    }
    const hunk = ops.slice(start, stop);
    const oldCount = hunk.filter((op) => op.kind !== "insert").length;
    const newCount = hunk.filter((op) => op.kind !== "delete").length;
    out.push(
      `@@ -${oldCount === 0 ? oldLine - 1 : oldLine},${oldCount} +${newCount === 0 ? newLine - 1 : newLine},${newCount} @@`,
    );
    for (const op of hunk) {
      out.push(`${op.kind === "equal" ? " " : op.kind === "delete" ? "-" : "+"}${op.line}`);
    }
  }
  return { diff: `${out.join("\n")}\n`, additions, deletions };
}
