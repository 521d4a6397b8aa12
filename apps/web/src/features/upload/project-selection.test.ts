import { describe, expect, it } from "vitest";
import { selectProject } from "./project-selection";

function fileAt(path: string, content = "x") {
  const file = new File([content], path.split("/").pop() ?? path);
  if (path.includes("/")) Object.defineProperty(file, "webkitRelativePath", { value: path });
  return file;
}

describe("selectProject", () => {
  it("keeps a folder's .sol files and import config with their paths, leaving the rest out", () => {
    const { selection, leftOut, error } = selectProject([
      fileAt("vault/contracts/Vault.sol"),
      fileAt("vault/node_modules/@oz/contracts/Ownable.sol"),
      fileAt("vault/remappings.txt"),
      fileAt("vault/README.md"),
      fileAt("vault/.git/objects/ab.sol"),
    ]);
    expect(error).toBeNull();
    expect(leftOut).toBe(2);
    expect(selection.kind === "files" && selection.files.map((f) => f.path)).toEqual([
      "vault/contracts/Vault.sol",
      "vault/node_modules/@oz/contracts/Ownable.sol",
      "vault/remappings.txt",
    ]);
  });

  it("takes a .zip alone, and refuses it mixed with other files or over 10 MB", () => {
    expect(selectProject([fileAt("p.zip")]).selection.kind).toBe("archive");
    expect(selectProject([fileAt("p.zip"), fileAt("A.sol")]).error).toBe(
      "Choose one .zip on its own, or .sol files without a .zip",
    );
    const big = fileAt("big.zip");
    Object.defineProperty(big, "size", { value: 10_485_761 });
    expect(selectProject([big]).error).toBe("File size exceeds 10MB limit");
  });

  it("needs at least one .sol file", () => {
    expect(selectProject([fileAt("notes.txt")]).error).toBe(
      "No .sol file chosen: pick Solidity files, a project folder or a .zip",
    );
  });
});
