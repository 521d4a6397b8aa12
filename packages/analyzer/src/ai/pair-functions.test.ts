import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pairFunctions } from "./pair-functions.ts";

const EXAMPLE = join(import.meta.dirname, "../../../converter/examples/crowdfunding");

function readCrate(dir: string): { path: string; content: string }[] {
  const files: { path: string; content: string }[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push({ path: relative(dir, path), content: readFileSync(path, "utf8") });
    }
  };
  walk(dir);
  return files;
}

const solidity = {
  file: "Crowdfunding.sol",
  content: readFileSync(join(EXAMPLE, "Crowdfunding.sol"), "utf8"),
};
const crate = readCrate(join(EXAMPLE, "golden"));
const lineOf = (content: string, text: string) =>
  content.split("\n").findIndex((line) => line.includes(text)) + 1;
const contractRs = () => crate.find((f) => f.path === "src/contract.rs")?.content ?? "";

describe("pairFunctions (conversion report, no model)", () => {
  it("pairs each Solidity function with its message, dispatch arm and handler", () => {
    const { pairs, message } = pairFunctions(solidity, crate);
    expect(message).toBeNull();
    const pledge = pairs.find((p) => p.id === "pledge(uint256)");
    expect(pledge).toMatchObject({ kind: "execute", message: "ExecuteMsg::Pledge" });
    expect(pledge?.solidity?.startLine).toBe(lineOf(solidity.content, "function pledge("));
    const handler = pledge?.rust.find((r) => r.role === "handler");
    expect(handler).toMatchObject({ file: "src/contract.rs", label: "fn execute_pledge" });
    expect(handler?.startLine).toBe(lineOf(contractRs(), "pub fn execute_pledge("));
    const arm = pledge?.rust.find((r) => r.role === "dispatch");
    expect(arm?.startLine).toBe(lineOf(contractRs(), "ExecuteMsg::Pledge {"));

    const count = pairs.find((p) => p.id === "count()");
    expect(count).toMatchObject({ kind: "query", message: "QueryMsg::Count" });
    expect(count?.solidity?.startLine).toBe(lineOf(solidity.content, "uint256 public count;"));
    expect(pairs.find((p) => p.id === "constructor()")?.rust[0].label).toBe("fn instantiate");
    // The internal helper has a Rust counterpart of its own.
    const helper = pairs.find((p) => p.id === "_campaign(uint256)");
    expect(helper).toMatchObject({ kind: "internal", message: null });
    expect(helper?.rust[0].label).toBe("fn campaign");
    // Function by function, in Solidity source order.
    const lines = pairs.flatMap((p) => (p.solidity ? [p.solidity.startLine] : []));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it("follows handlers moved by an edit and drops stale source-map ranges", () => {
    const edited = crate.map((f) =>
      f.path === "src/contract.rs" ? { ...f, content: `// reviewed\n// by hand\n${f.content}` } : f,
    );
    const { pairs } = pairFunctions(solidity, edited);
    const pledge = pairs.find((p) => p.id === "pledge(uint256)");
    const handler = pledge?.rust.find((r) => r.role === "handler");
    expect(handler?.startLine).toBe(lineOf(contractRs(), "pub fn execute_pledge(") + 2);
    // The source map still points two lines up, where no function starts any more.
    expect(pairs.find((p) => p.id === "_campaign(uint256)")?.rust).toEqual([]);
  });

  it("says why there is nothing to pair", () => {
    expect(pairFunctions(solidity, []).message).toBe(
      "Convert the contract to compare its functions with the Rust",
    );
    const noReport = crate.filter((f) => f.path !== "conversion.json");
    expect(pairFunctions(solidity, noReport).message).toMatch(/no conversion report/);
  });
});
