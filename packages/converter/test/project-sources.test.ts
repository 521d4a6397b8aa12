import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const ierc20 = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}
`;
const ownable = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
abstract contract Ownable {
    address public owner;
    error NotOwner();
    constructor() { owner = msg.sender; }
    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }
}
`;
const vault = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {IERC20} from "./IERC20.sol";
import "@acme/access/Ownable.sol";

contract Vault is Ownable {
    IERC20 public token;
    uint256 public paid;
    constructor(IERC20 t) { token = t; }
    function pay(address to, uint256 amount) external onlyOwner {
        paid += amount;
        token.transfer(to, amount);
    }
}
`;

describe("a contract of a project (imports compiled with it)", () => {
  it("converts with a local interface and a base contract of a package imported", async () => {
    const r = await convertSolidity({
      source: vault,
      fileName: "contracts/Vault.sol",
      sources: {
        "contracts/IERC20.sol": ierc20,
        "@acme/access/Ownable.sol": ownable,
      },
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.ok).toBe(true);
    const contract = r.files["src/contract.rs"];
    // the base contract's state, modifier and error come from the imported file
    expect(r.files["src/state.rs"]).toMatch(/OWNER/);
    expect(r.files["src/error.rs"]).toMatch(/NotOwner/);
    expect(contract).toMatch(/IERC20ExecuteMsg::Transfer|Transfer \{/);
    expect(r.report?.source?.file).toBe("contracts/Vault.sol");
    // only the file's own contract is converted (not a crate per imported contract)
    expect(r.files["Cargo.toml"]).not.toMatch(/\[workspace\]/);
    // source-map ranges of the base contract's items name their file
    const ownerEntry = (
      (r.report?.source_map ?? []) as Array<{ what: string; solidity: { file?: string } }>
    ).find((e) => /owner/i.test(e.what) && e.solidity.file);
    expect(ownerEntry?.solidity.file).toBe("@acme/access/Ownable.sol");
  });

  it("resolves imports through remappings", async () => {
    const r = await convertSolidity({
      source: vault.replace("@acme/access/Ownable.sol", "acme/Ownable.sol"),
      fileName: "src/Vault.sol",
      sources: { "src/IERC20.sol": ierc20, "lib/acme/src/Ownable.sol": ownable },
      remappings: ["acme/=lib/acme/src/"],
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it("names the import and the importing file when an import is not among the files", async () => {
    const r = await convertSolidity({
      source: vault,
      fileName: "contracts/Vault.sol",
      sources: { "contracts/IERC20.sol": ierc20 },
      format: false,
    });
    expect(r.ok).toBe(false);
    const error = r.diagnostics.find((d) => d.severity === "error");
    expect(error?.message).toContain(
      '"@acme/access/Ownable.sol" is not among the project\'s files',
    );
    expect(error?.line).toBe(4);
  });

  it("reports a compiler error in an imported file with that file", async () => {
    const r = await convertSolidity({
      source: vault,
      fileName: "contracts/Vault.sol",
      sources: {
        "contracts/IERC20.sol": ierc20.replace("returns (bool);", "returns (bool)"),
        "@acme/access/Ownable.sol": ownable,
      },
      format: false,
    });
    expect(r.ok).toBe(false);
    const error = r.diagnostics.find((d) => d.severity === "error");
    expect(error?.file).toBe("contracts/IERC20.sol");
    // solc reports the missing ';' at the token after it
    expect(error?.line).toBe(5);
  });
});
