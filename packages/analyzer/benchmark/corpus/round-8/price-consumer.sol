// SPDX-License-Identifier: MIT
pragma solidity ^0.8.16;

interface AggregatorV3Interface {
    function decimals() external view returns (uint8);
    function latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

contract CollateralValuer {
    uint256 public constant STALE_AFTER = 1 hours;
    AggregatorV3Interface public immutable feed;
    uint8 public immutable feedDecimals;

    constructor(AggregatorV3Interface feed_) {
        feed = feed_;
        feedDecimals = feed_.decimals();
    }

    function price() public view returns (uint256) {
        (, int256 answer, , uint256 updatedAt, ) = feed.latestRoundData();
        require(answer > 0, "bad price");
        require(block.timestamp - updatedAt <= STALE_AFTER, "stale");
        return uint256(answer);
    }

    function valueOf(uint256 amount, uint8 tokenDecimals) external view returns (uint256) {
        return amount * price() / 10 ** feedDecimals / 10 ** tokenDecimals;
    }

    function roughValueOf(uint256 amount, uint8 tokenDecimals) external view returns (uint256) {
        return amount / 10 ** tokenDecimals * price() / 10 ** feedDecimals;
    }

    function priceAs64() external view returns (uint64) {
        return uint64(price());
    }
}
