// SPDX-License-Identifier: MIT
// DutchAuction: the price falls linearly from a start price to a floor over a fixed period; the
// first buyer pays the current price and gets the excess back.
pragma solidity ^0.8.20;

contract DutchAuction {
    address payable public immutable seller;
    uint256 public immutable startPrice;
    uint256 public immutable floorPrice;
    uint256 public immutable startAt;
    uint256 public immutable duration;
    string public lot;
    address public buyer;
    uint256 public soldFor;

    event Sold(address indexed buyer, uint256 price, uint256 refund);
    event Cancelled(string reason);

    error AlreadySold(address buyer);
    error InsufficientPayment(uint256 sent, uint256 price);
    error NotSeller();

    constructor(string memory lot_, uint256 startPrice_, uint256 floorPrice_, uint256 duration_) {
        require(startPrice_ >= floorPrice_, "start below floor");
        require(duration_ > 0, "zero duration");
        seller = payable(msg.sender);
        lot = lot_;
        startPrice = startPrice_;
        floorPrice = floorPrice_;
        duration = duration_;
        startAt = block.timestamp;
    }

    function currentPrice() public view returns (uint256) {
        uint256 elapsed = block.timestamp - startAt;
        if (elapsed >= duration) return floorPrice;
        uint256 drop = ((startPrice - floorPrice) * elapsed) / duration;
        return startPrice - drop;
    }

    function buy() external payable {
        if (buyer != address(0)) revert AlreadySold(buyer);
        uint256 price = currentPrice();
        if (msg.value < price) revert InsufficientPayment(msg.value, price);
        buyer = msg.sender;
        soldFor = price;
        uint256 refund = msg.value - price;
        seller.transfer(price);
        if (refund > 0) {
            payable(msg.sender).transfer(refund);
        }
        emit Sold(msg.sender, price, refund);
    }

    function cancel(string calldata reason) external {
        if (msg.sender != seller) revert NotSeller();
        if (buyer != address(0)) revert AlreadySold(buyer);
        buyer = seller;
        emit Cancelled(reason);
    }

    function info() external view returns (string memory, uint256 price, bool sold, uint256 secondsElapsed) {
        return (lot, currentPrice(), buyer != address(0), block.timestamp - startAt);
    }
}
