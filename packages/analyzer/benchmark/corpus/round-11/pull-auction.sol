// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// Outbid amounts are credited, and bidders withdraw them themselves.
contract PullAuction {
    address public immutable beneficiary;
    uint256 public immutable deadline;
    address public topBidder;
    uint256 public topBid;
    mapping(address => uint256) public refunds;
    bool private paid;

    constructor(address beneficiary_, uint256 biddingTime) {
        require(beneficiary_ != address(0), "beneficiary");
        beneficiary = beneficiary_;
        deadline = block.timestamp + biddingTime;
    }

    function bid() external payable {
        require(block.timestamp < deadline, "closed");
        require(msg.value > topBid, "too low");
        if (topBidder != address(0)) refunds[topBidder] += topBid;
        topBidder = msg.sender;
        topBid = msg.value;
    }

    function withdrawRefund() external {
        uint256 amount = refunds[msg.sender];
        require(amount > 0, "nothing to withdraw");
        refunds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "transfer failed");
    }

    function payBeneficiary() external {
        require(block.timestamp >= deadline && !paid, "not now");
        paid = true;
        (bool ok, ) = payable(beneficiary).call{value: topBid}("");
        require(ok, "transfer failed");
    }
}
