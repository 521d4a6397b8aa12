// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract MultiSend {
    address public owner;
    mapping(address => uint256) public owed;

    constructor() {
        owner = msg.sender;
    }

    function multisend(address payable[] calldata to, uint256[] calldata amounts) external payable {
        require(to.length == amounts.length, "length");
        uint256 total;
        for (uint256 i = 0; i < to.length; i++) {
            total += amounts[i];
            to[i].call{value: amounts[i]}("");
        }
        require(total == msg.value, "value");
    }

    function credit(address[] calldata to, uint256[] calldata amounts) external payable {
        require(to.length == amounts.length, "length");
        uint256 total;
        for (uint256 i = 0; i < to.length; i++) {
            owed[to[i]] += amounts[i];
            total += amounts[i];
        }
        require(total == msg.value, "value");
    }

    function claim() external {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "send failed");
    }
}
