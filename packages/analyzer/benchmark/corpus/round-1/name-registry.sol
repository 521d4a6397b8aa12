// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

contract NameRegistry {
    struct Record {
        address owner;
        uint256 expires;
    }

    mapping(bytes32 => Record) public records;
    mapping(bytes32 => bool) public usedVouchers;
    address public registrar;

    constructor(address _registrar) {
        require(_registrar != address(0), "registrar");
        registrar = _registrar;
    }

    function nodeOf(string calldata label, string calldata tld) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(label, tld));
    }

    function voucherId(address to, uint256 id, string calldata label) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(to, id, label));
    }

    function safeNodeOf(string calldata label, string calldata tld) public pure returns (bytes32) {
        return keccak256(abi.encode(label, tld));
    }

    function register(string calldata label, string calldata tld, uint256 duration) external {
        bytes32 node = nodeOf(label, tld);
        require(records[node].expires < block.timestamp, "taken");
        records[node] = Record(msg.sender, block.timestamp + duration);
    }

    function transferName(bytes32 node, address to) external {
        require(records[node].owner == msg.sender, "not owner");
        require(to != address(0), "zero");
        records[node].owner = to;
    }
}
