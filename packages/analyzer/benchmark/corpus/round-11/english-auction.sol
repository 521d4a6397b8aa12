// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract EnglishAuction {
    address payable public immutable seller;
    uint256 public immutable endsAt;
    address payable public leader;
    uint256 public leadingBid;
    bool public settled;

    constructor(uint256 duration) {
        seller = payable(msg.sender);
        endsAt = block.timestamp + duration;
    }

    function bid() external payable {
        require(block.timestamp < endsAt, "ended");
        require(msg.value > leadingBid, "bid too low");
        if (leader != address(0)) {
            (bool refunded, ) = leader.call{value: leadingBid}("");
            require(refunded, "refund failed");
        }
        leader = payable(msg.sender);
        leadingBid = msg.value;
    }

    function settle() external {
        require(block.timestamp >= endsAt && !settled, "not yet");
        settled = true;
        seller.transfer(leadingBid);
    }
}
