// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

contract AuctionHouse {
    address payable public seller;
    uint256 public end;
    address public highest;
    uint256 public highestBid;
    address payable[] public bidders;
    mapping(address => uint256) public bids;

    constructor(uint256 duration) {
        seller = payable(msg.sender);
        end = block.timestamp + duration;
    }

    function bid() external payable {
        require(block.timestamp < end, "over");
        if (bids[msg.sender] == 0) bidders.push(payable(msg.sender));
        bids[msg.sender] += msg.value;
        if (bids[msg.sender] > highestBid) {
            highestBid = bids[msg.sender];
            highest = msg.sender;
        }
    }

    function settle() external {
        require(block.timestamp >= end, "running");
        for (uint256 i = 0; i < bidders.length; i++) {
            address payable b = bidders[i];
            if (b != highest) {
                uint256 amount = bids[b];
                bids[b] = 0;
                b.transfer(amount);
            }
        }
        seller.transfer(highestBid);
    }

    function close() external {
        require(block.timestamp > end + 30 days, "too early");
        selfdestruct(seller);
    }
}
