// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

contract Forwarder {
    address public owner;
    address public logic;
    mapping(address => bool) public approvedModules;

    constructor(address _logic) {
        require(_logic != address(0), "logic");
        owner = msg.sender;
        logic = _logic;
    }

    function approveModule(address module) external {
        require(msg.sender == owner, "owner");
        approvedModules[module] = true;
    }

    function execModule(address module, bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory ret) = module.delegatecall(data);
        require(ok, "module failed");
        return ret;
    }

    function execApproved(address module, bytes calldata data) external returns (bytes memory) {
        require(approvedModules[module], "not approved");
        require(msg.sender == owner, "owner");
        (bool ok, bytes memory ret) = module.delegatecall(data);
        require(ok, "module failed");
        return ret;
    }

    function forward(bytes calldata data) external payable {
        (bool ok, ) = logic.delegatecall(data);
        require(ok, "failed");
    }

    function ping(address target) external {
        target.call(abi.encodeWithSignature("ping()"));
    }
}
