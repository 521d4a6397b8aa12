// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

contract BridgeVault {
    address public relayer;
    address public owner;
    mapping(bytes32 => bool) public processed;
    mapping(address => uint256) public locked;

    event Locked(address indexed from, uint256 amount, uint256 targetChain);

    constructor(address _relayer) {
        require(_relayer != address(0), "relayer");
        relayer = _relayer;
        owner = msg.sender;
    }

    function lock(uint256 targetChain) external payable {
        require(msg.value > 0, "amount");
        locked[msg.sender] += msg.value;
        emit Locked(msg.sender, msg.value, targetChain);
    }

    function release(address payable to, uint256 amount, bytes32 txHash, uint8 v, bytes32 r, bytes32 s) external {
        require(!processed[txHash], "processed");
        bytes32 digest = keccak256(abi.encodePacked(to, amount, txHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer == relayer, "relayer");
        processed[txHash] = true;
        to.transfer(amount);
    }

    function setRelayer(address newRelayer) external {
        require(msg.sender == owner, "owner");
        relayer = newRelayer;
    }

    function emergencyWithdraw(address payable to) external {
        require(msg.sender == owner || msg.sender == relayer, "auth");
        to.transfer(address(this).balance);
    }
}
