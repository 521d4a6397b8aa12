// SPDX-License-Identifier: MIT
pragma solidity ^0.8.10;

contract Roulette {
    uint256 public pastBlockTime;
    uint256 public constant BET = 10 ether;
    uint256 public seasonEnd;
    address public house;

    constructor() payable {
        house = msg.sender;
        seasonEnd = block.timestamp + 90 days;
    }

    function spin() external payable {
        require(msg.value == BET, "bet");
        require(block.timestamp != pastBlockTime, "one bet per block");
        pastBlockTime = block.timestamp;
        if (block.timestamp % 15 == 0) {
            payable(msg.sender).transfer(address(this).balance);
        }
    }

    function closeSeason() external {
        require(msg.sender == house, "house");
        require(block.timestamp >= seasonEnd, "season running");
        payable(house).transfer(address(this).balance);
    }

    function luckyNumber(uint256 salt) external view returns (uint256) {
        return uint256(keccak256(abi.encode(blockhash(block.number - 1), salt))) % 37;
    }
}
