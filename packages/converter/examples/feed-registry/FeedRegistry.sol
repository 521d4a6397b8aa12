// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A price feed a registry creates for each market it lists.
contract PriceFeed {
    uint256 public immutable decimals;
    uint256 private price;
    address public owner;

    event FeedStarted(address indexed owner, uint256 decimals, uint256 price);

    constructor(uint256 feedDecimals, uint256 initialPrice) {
        decimals = feedDecimals;
        price = initialPrice;
        owner = msg.sender;
        emit FeedStarted(msg.sender, feedDecimals, initialPrice);
    }

    function latest() external view returns (uint256) {
        return price;
    }

    function update(uint256 newPrice) external {
        require(msg.sender == owner, "PriceFeed: not the owner");
        price = newPrice;
    }

    function bump(uint256 by) external returns (uint256) {
        require(msg.sender == owner, "PriceFeed: not the owner");
        price += by;
        return price;
    }
}

/// A registry whose constructor creates its feeds and reads them before deployment completes.
contract FeedRegistry {
    /// Created by the state variable's initializer, before the constructor's body.
    PriceFeed public fallbackFeed = new PriceFeed(8, 100);
    PriceFeed public immutable primary;
    uint256 public immutable scale;
    uint256 public openingPrice;
    uint256 public adjustedPrice;
    uint256 public bumpedPrice;
    uint256 public bumps;
    uint256 public fallbackBumped;
    address public admin;

    event Listed(address feed, uint256 price);

    modifier nonZero(uint256 value) {
        require(value > 0, "FeedRegistry: zero price");
        _;
    }

    constructor(uint256 start) payable nonZero(start) {
        admin = msg.sender;
        primary = new PriceFeed(18, start);
        scale = primary.decimals();
        openingPrice = primary.latest();
        primary.update(start * 2);
        adjustedPrice = (new PriceFeed(6, 1)).latest() + start * 2;
        bumpedPrice = _bumpPrimary(3);
        try fallbackFeed.bump(1) returns (uint256 price) {
            fallbackBumped = price;
        } catch {
            fallbackBumped = 0;
        }
        emit Listed(address(primary), openingPrice);
    }

    function _bumpPrimary(uint256 by) internal returns (uint256) {
        uint256 price = primary.bump(by);
        bumps += 1;
        return price;
    }

    function bumpBy(uint256 by) external returns (uint256) {
        require(msg.sender == admin, "FeedRegistry: not the admin");
        return _bumpPrimary(by);
    }

    function spread() external view returns (uint256) {
        return primary.latest() - fallbackFeed.latest();
    }

    function reprice(uint256 newPrice) external returns (uint256) {
        require(msg.sender == admin, "FeedRegistry: not the admin");
        primary.update(newPrice);
        return newPrice;
    }

    /// Reads two fresh feeds in one statement.
    function quote(uint256 low, uint256 high) external returns (uint256, uint256, uint256) {
        return (high - low, (new PriceFeed(6, low)).latest(), (new PriceFeed(6, high)).latest() + 1);
    }

    function funds() external view returns (uint256) {
        return address(this).balance;
    }
}
