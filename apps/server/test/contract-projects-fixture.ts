/** A small Hardhat-style project: a vault importing a local interface, a local guard and a package. */
export const PROJECT_IERC20 = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}
`;

export const PROJECT_OWNABLE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract Ownable {
    address public owner;
    error NotOwner();

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }
}
`;

/** An admin setter anyone may call (lines 7–9): the analyzer's access-control finding, in this file. */
export const PROJECT_GUARD = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

abstract contract Guard {
    address public admin;

    function setAdmin(address next) external {
        admin = next;
    }
}
`;

export const PROJECT_VAULT = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "./IERC20.sol";
import "./Guard.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

contract Vault is Ownable, Guard {
    IERC20 public token;
    uint256 public paid;

    constructor(IERC20 t) {
        token = t;
    }

    function pay(address to, uint256 amount) external onlyOwner {
        paid += amount;
        token.transfer(to, amount);
    }
}
`;

/** The project's files as a zipped folder would hold them (paths under `my-vault/`). */
export function projectFiles(): Record<string, string> {
  return {
    "my-vault/contracts/Vault.sol": PROJECT_VAULT,
    "my-vault/contracts/IERC20.sol": PROJECT_IERC20,
    "my-vault/contracts/Guard.sol": PROJECT_GUARD,
    "my-vault/node_modules/@openzeppelin/contracts/access/Ownable.sol": PROJECT_OWNABLE,
    "my-vault/node_modules/@openzeppelin/contracts/package.json":
      '{"name":"@openzeppelin/contracts"}',
    "my-vault/README.md": "# My vault\n",
    "my-vault/hardhat.config.js": "module.exports = {};\n",
  };
}
