// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

error AuctionEnded();
error AuctionNotEnded();
error BidTooLow(uint256 highest);

contract EnglishAuction {
    address payable public immutable seller;
    uint256 public endAt;
    bool public settled;
    bool public cancelled;
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pendingReturns;

    constructor(uint256 reservePrice) {
        seller = payable(msg.sender);
        highestBid = reservePrice;
        endAt = block.timestamp + 7 days;
    }

    function bid() external payable {
        if (block.timestamp >= endAt || cancelled) revert AuctionEnded();
        if (msg.value <= highestBid) revert BidTooLow(highestBid);
        if (highestBidder != address(0)) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() external {
        uint256 amount = pendingReturns[msg.sender];
        if (amount == 0) return;
        pendingReturns[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        if (!ok) pendingReturns[msg.sender] = amount;
    }

    function settle() external {
        if (block.timestamp < endAt) revert AuctionNotEnded();
        require(!settled, "settled");
        settled = true;
        if (highestBidder != address(0)) seller.transfer(highestBid);
    }

    function cancel() external {
        require(highestBidder == address(0), "has bids");
        cancelled = true;
    }
}
