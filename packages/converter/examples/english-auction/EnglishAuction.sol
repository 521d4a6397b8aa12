// SPDX-License-Identifier: MIT
// EnglishAuction: ascending-price auction with a reserve, a minimum increment, time extension for
// late bids and pull-style refunds for outbid bidders.
pragma solidity ^0.8.20;

contract EnglishAuction {
    address payable public immutable seller;
    string public item;
    uint256 public immutable reservePrice;
    uint256 public constant MIN_INCREMENT_BPS = 500;
    uint256 public constant EXTENSION = 10 minutes;
    uint256 public endAt;
    bool public ended;

    address public highestBidder;
    uint256 public highestBid;
    uint256 public lastBidBlock;
    mapping(address => uint256) public pendingReturns;

    event Start(string item, uint256 endAt);
    event Bid(address indexed bidder, uint256 amount, uint256 endAt);
    event Withdraw(address indexed bidder, uint256 amount);
    event End(address winner, uint256 amount);

    error AuctionClosed(uint256 endAt);
    error AuctionStillOpen(uint256 endAt);
    error BidTooLow(uint256 bid, uint256 minimum);

    constructor(string memory item_, uint256 reservePrice_, uint256 duration) {
        seller = payable(msg.sender);
        item = item_;
        reservePrice = reservePrice_;
        endAt = block.timestamp + duration;
        emit Start(item_, endAt);
    }

    function minimumBid() public view returns (uint256) {
        if (highestBid == 0) return reservePrice;
        return highestBid + (highestBid * MIN_INCREMENT_BPS) / 10_000;
    }

    function bid() external payable {
        if (block.timestamp >= endAt) revert AuctionClosed(endAt);
        require(msg.sender != seller, "seller cannot bid");
        uint256 minimum = minimumBid();
        if (msg.value < minimum) revert BidTooLow(msg.value, minimum);
        if (highestBidder != address(0)) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
        lastBidBlock = block.number;
        if (endAt - block.timestamp < EXTENSION) {
            endAt = block.timestamp + EXTENSION;
        }
        emit Bid(msg.sender, msg.value, endAt);
    }

    function withdraw() external returns (uint256 amount) {
        amount = pendingReturns[msg.sender];
        require(amount > 0, "nothing to withdraw");
        pendingReturns[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
        emit Withdraw(msg.sender, amount);
    }

    function end() external {
        if (block.timestamp < endAt) revert AuctionStillOpen(endAt);
        require(!ended, "already ended");
        ended = true;
        if (highestBidder != address(0)) {
            seller.transfer(highestBid);
        }
        emit End(highestBidder, highestBid);
    }

    function timeLeft() external view returns (uint256) {
        return block.timestamp >= endAt ? 0 : endAt - block.timestamp;
    }
}
