// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

contract ModuleWallet {
    address public owner;
    address public fallbackHandler;
    mapping(address => bool) public modules;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {}

    function enableModule(address module) external onlyOwner {
        modules[module] = true;
    }

    function execFromModule(address to, uint256 value, bytes calldata data) external returns (bool ok) {
        require(modules[msg.sender], "not a module");
        (ok, ) = to.call{value: value}(data);
    }

    function setFallbackHandler(address handler) external {
        require(msg.sender == address(this), "self");
        fallbackHandler = handler;
    }

    function migrate(address newLogic, bytes calldata data) external {
        (bool ok, ) = newLogic.delegatecall(data);
        require(ok, "migration failed");
    }

    function destroy() external onlyOwner {
        selfdestruct(payable(owner));
    }
}
