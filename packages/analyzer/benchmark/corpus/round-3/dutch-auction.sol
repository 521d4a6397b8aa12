// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract DutchAuction {
    uint256 public immutable startPrice;
    uint256 public immutable floorPrice;
    uint256 public immutable startAt;
    uint256 public immutable duration;
    address payable public immutable seller;
    address public winner;

    constructor(uint256 _startPrice, uint256 _floorPrice, uint256 _duration) {
        require(_startPrice > _floorPrice, "prices");
        startPrice = _startPrice;
        floorPrice = _floorPrice;
        duration = _duration;
        startAt = block.timestamp;
        seller = payable(msg.sender);
    }

    function price() public view returns (uint256) {
        uint256 elapsed = block.timestamp - startAt;
        if (elapsed >= duration) return floorPrice;
        uint256 discountPerSecond = (startPrice - floorPrice) / duration;
        return startPrice - discountPerSecond * elapsed;
    }

    function buy() external payable {
        require(winner == address(0), "sold");
        uint256 p = price();
        require(msg.value >= p, "price");
        winner = msg.sender;
        seller.transfer(p);
        uint256 refund = msg.value - p;
        if (refund > 0) {
            payable(msg.sender).transfer(refund);
        }
    }

    function lastCall() external view returns (bool) {
        return block.timestamp >= startAt + duration - 60;
    }
}
