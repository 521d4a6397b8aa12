// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

contract CoinFlip {
    uint256 public consecutiveWins;
    uint256 private lastHash;
    uint256 private constant FACTOR = 57896044618658097711785492504343953926634992332820282019728792003956564819968;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function flip(bool guess) external returns (bool) {
        uint256 blockValue = uint256(blockhash(block.number - 1));
        require(lastHash != blockValue, "same block");
        lastHash = blockValue;
        uint256 coinFlip = blockValue / FACTOR;
        bool side = coinFlip == 1;
        if (side == guess) {
            consecutiveWins++;
            return true;
        }
        consecutiveWins = 0;
        return false;
    }

    function raffle(address[] calldata entrants) external view returns (address) {
        uint256 idx = uint256(keccak256(abi.encodePacked(block.prevrandao, block.timestamp, msg.sender))) % entrants.length;
        return entrants[idx];
    }

    function reset() external {
        require(msg.sender == owner, "owner");
        consecutiveWins = 0;
    }
}
