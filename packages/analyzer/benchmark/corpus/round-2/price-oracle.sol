// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

interface IAggregator {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

interface IPool {
    function deposit(address asset, uint256 amount, address onBehalfOf) external returns (uint256);
    function withdraw(address asset, uint256 amount, address to) external returns (uint256);
}

contract CollateralManager {
    IAggregator public immutable feed;
    IPool public immutable pool;
    address public immutable asset;
    address public owner;
    uint32 public lastPrice;
    int64 public lastDelta;

    constructor(IAggregator _feed, IPool _pool, address _asset) {
        feed = _feed;
        pool = _pool;
        asset = _asset;
        owner = msg.sender;
    }

    function refreshPrice() external {
        (, int256 answer, , , ) = feed.latestRoundData();
        require(answer > 0, "price");
        lastPrice = uint32(uint256(answer));
        lastDelta = int64(answer - int256(uint256(lastPrice)));
    }

    function supply(uint256 amount) external {
        require(msg.sender == owner, "owner");
        pool.deposit(asset, amount, address(this));
    }

    function redeem(uint256 amount) external {
        require(msg.sender == owner, "owner");
        uint256 got = pool.withdraw(asset, amount, owner);
        require(got == amount, "short");
    }

    function interest(uint256 principal, uint256 rateBps, uint256 days_) external pure returns (uint256) {
        return principal * rateBps * days_ / 365 / 10_000;
    }
}
