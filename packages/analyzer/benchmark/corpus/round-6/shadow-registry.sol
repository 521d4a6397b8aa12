// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract Pausable {
    bool public paused;
    address public pauser;

    constructor() {
        pauser = msg.sender;
    }

    modifier whenNotPaused() {
        require(!paused, "paused");
        _;
    }

    function pause() external {
        require(msg.sender == pauser, "pauser");
        paused = true;
    }
}

contract Registry is Pausable {
    bool public paused;
    mapping(bytes32 => address) public entries;

    function register(bytes32 key) external whenNotPaused {
        require(entries[key] == address(0), "taken");
        entries[key] = msg.sender;
    }

    function unregister(bytes32 key) external whenNotPaused {
        require(entries[key] == msg.sender, "owner");
        delete entries[key];
    }
}
