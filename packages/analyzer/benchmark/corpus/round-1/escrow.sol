// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

contract Escrow {
    struct Deal {
        address payable buyer;
        address payable seller;
        uint256 amount;
        bool released;
    }

    address public arbiter;
    uint256 public dealCount;
    mapping(uint256 => Deal) public deals;

    constructor(address _arbiter) {
        require(_arbiter != address(0), "arbiter");
        arbiter = _arbiter;
    }

    function open(address payable seller) external payable returns (uint256 id) {
        require(msg.value > 0, "amount");
        id = ++dealCount;
        deals[id] = Deal(payable(msg.sender), seller, msg.value, false);
    }

    function release(uint256 id) external {
        Deal storage d = deals[id];
        require(msg.sender == d.buyer || msg.sender == arbiter, "not allowed");
        require(!d.released, "released");
        d.released = true;
        d.seller.transfer(d.amount);
    }

    function refund(address payable to, uint256 amount) external {
        require(amount <= address(this).balance, "balance");
        to.transfer(amount);
    }

    function resolve(uint256 id, address payable winner) external {
        require(msg.sender == arbiter, "arbiter");
        Deal storage d = deals[id];
        require(!d.released, "released");
        d.released = true;
        winner.transfer(d.amount);
    }
}
