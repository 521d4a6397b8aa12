export const VAULT_SOL = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Vault {
    mapping(address => uint256) public balances;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "balance");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        balances[msg.sender] -= amount;
    }

    function setOwner(address next) external {
        require(tx.origin == owner, "owner");
        owner = next;
    }
}
`;
