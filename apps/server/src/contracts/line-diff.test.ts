import { describe, expect, it } from "vitest";
import { MAX_EDIT_LENGTH, unifiedDiff } from "./line-diff.ts";

const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `line ${i + from}`);
const text = (lines: string[]) => `${lines.join("\n")}\n`;

describe("unifiedDiff", () => {
  it("prints hunks with three lines of context and counts the changes", async () => {
    const before = numbered(10);
    const after = [...before];
    after[4] = "line five";
    const result = await unifiedDiff("src/a.rs", text(before), text(after));
    expect(result).toEqual({
      additions: 1,
      deletions: 1,
      diff: [
        "--- a/src/a.rs",
        "+++ b/src/a.rs",
        "@@ -2,7 +2,7 @@",
        " line 2",
        " line 3",
        " line 4",
        "-line 5",
        "+line five",
        " line 6",
        " line 7",
        " line 8",
        "",
      ].join("\n"),
    });
  });

  it("diffs added and removed files against nothing", async () => {
    expect(await unifiedDiff("NOTES.md", null, "checked\n")).toEqual({
      diff: "--- /dev/null\n+++ b/NOTES.md\n@@ -0,0 +1,1 @@\n+checked\n",
      additions: 1,
      deletions: 0,
    });
    expect((await unifiedDiff("old.rs", "a\nb\n", null)).diff).toBe(
      "--- a/old.rs\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-a\n-b\n",
    );
    expect(await unifiedDiff("same.rs", "x\n", "x\n")).toEqual({
      diff: "",
      additions: 0,
      deletions: 0,
    });
  });

  it("keeps separate hunks for edits at both ends of a long file (no wholesale replacement)", async () => {
    const before = numbered(5000);
    const after = ["// header", ...before.slice(0, 4999), "line 5000 changed"];
    const result = await unifiedDiff("src/contract.rs", text(before), text(after));
    expect(result.additions).toBe(2);
    expect(result.deletions).toBe(1);
    expect(result.diff.match(/^@@ /gm)).toEqual(["@@ ", "@@ "]);
    expect(result.diff).toContain("@@ -1,3 +1,4 @@\n+// header\n line 1\n");
    expect(result.diff).toContain("-line 5000\n+line 5000 changed\n");
  });

  it("says when the last line lost its newline", async () => {
    const result = await unifiedDiff("a.rs", "a\nb\n", "a\nb");
    expect(result.diff).toBe(
      "--- a/a.rs\n+++ b/a.rs\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n",
    );
  });

  it("shows unrelated files past the edit bound as replaced wholesale", async () => {
    expect(MAX_EDIT_LENGTH).toBe(1000);
    const count = 30;
    const before = text(numbered(count));
    const after = text(numbered(count, 100_000));
    const result = await unifiedDiff("big.rs", before, after, { maxEditLength: 50 });
    expect(result.additions).toBe(count);
    expect(result.deletions).toBe(count);
    expect(result.diff.split("\n")[2]).toBe(`@@ -1,${count} +1,${count} @@`);
    // Within the bound the same pair is a real Myers diff (here the same single hunk).
    expect((await unifiedDiff("big.rs", before, after, { maxEditLength: 100 })).diff).toBe(
      result.diff,
    );
  });
});
