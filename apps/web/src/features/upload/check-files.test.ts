import { describe, expect, it } from "vitest";
import { checkFiles } from "./check-files";

describe("checkFiles", () => {
  it("keeps allowed files and rejects others with the spec's messages", () => {
    const result = checkFiles([
      { name: "Escrow.sol", size: 1200 },
      { name: "token.VY", size: 10 },
      { name: "notes.txt", size: 10 },
      { name: "Huge.sol", size: 10_485_761 },
      { name: "Edge.sol", size: 10_485_760 },
      { name: "Makefile", size: 3 },
    ]);
    expect(result.accepted.map((file) => file.name)).toEqual([
      "Escrow.sol",
      "token.VY",
      "Edge.sol",
    ]);
    expect(result.rejected).toEqual([
      {
        name: "notes.txt",
        status: "malicious",
        issues: ["File type not allowed. Allowed: .sol, .vy, .yul, .huff, .rs"],
      },
      { name: "Huge.sol", status: "suspicious", issues: ["File size exceeds 10MB limit"] },
      {
        name: "Makefile",
        status: "malicious",
        issues: ["File type not allowed. Allowed: .sol, .vy, .yul, .huff, .rs"],
      },
    ]);
  });
});
