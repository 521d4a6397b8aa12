import { describe, expect, it } from "vitest";
import { buildFileTree } from "./build-file-tree";

describe("buildFileTree", () => {
  it("nests paths into folders, folders before files, sorted by name", () => {
    const tree = buildFileTree([
      "src/state.rs",
      "Cargo.toml",
      "src/contract.rs",
      "schema/src/main.rs",
      "README.md",
      "src/msg.rs",
    ]);
    expect(tree.map((node) => node.path)).toEqual(["schema", "src", "Cargo.toml", "README.md"]);
    const src = tree[1];
    expect(src?.kind === "dir" && src.children.map((node) => node.path)).toEqual([
      "src/contract.rs",
      "src/msg.rs",
      "src/state.rs",
    ]);
    const schema = tree[0];
    expect(schema?.kind === "dir" && schema.children[0]).toMatchObject({
      kind: "dir",
      path: "schema/src",
      children: [{ kind: "file", name: "main.rs", path: "schema/src/main.rs" }],
    });
  });
});
