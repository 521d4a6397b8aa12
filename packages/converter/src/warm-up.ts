import { convertSoliditySync } from "./convert-solidity.ts";

/** A small everyday contract: a mapping, an event, a check and arithmetic, enough to touch every pass. */
const WARM_UP_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract WarmUp {
    mapping(address => uint256) public balances;
    event Deposited(address indexed from, uint256 amount);

    function deposit(uint256 amount) external {
        require(amount > 0, "nothing to deposit");
        balances[msg.sender] += amount;
        emit Deposited(msg.sender, amount);
    }
}
`;

/**
 * Converts a small contract once, formatted, and throws the result away: loads solc, finds
 * rustfmt and compiles the converter's hot code, so a worker process's first real conversion
 * costs what later ones do.
 */
export function warmUpConverter(): void {
  const result = convertSoliditySync({ source: WARM_UP_SOURCE, fileName: "WarmUp.sol" });
  if (!result.ok) {
    throw new Error(`warm-up conversion failed: ${result.diagnostics[0]?.message ?? "no crate"}`);
  }
}
