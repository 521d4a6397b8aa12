// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Commitments {
    mapping(bytes32 => address) public committedBy;
    mapping(bytes32 => bool) public revealed;

    function commitmentOf(bytes calldata secret, bytes calldata salt) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(secret, salt));
    }

    function labelHash(string calldata label, uint256 version) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(label, version));
    }

    function pairKey(address a, address b) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(a, b));
    }

    function commit(bytes32 c) external {
        require(committedBy[c] == address(0), "taken");
        committedBy[c] = msg.sender;
    }

    function reveal(bytes calldata secret, bytes calldata salt) external {
        bytes32 c = commitmentOf(secret, salt);
        require(committedBy[c] == msg.sender, "not yours");
        revealed[c] = true;
    }
}
