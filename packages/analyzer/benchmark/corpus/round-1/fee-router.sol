// SPDX-License-Identifier: MIT
pragma solidity 0.8.21;

contract FeeRouter {
    address public owner;
    address public treasury;
    uint256 public feeBps = 30;
    mapping(address => uint256) public balances;

    event FeeChanged(uint256 feeBps);

    constructor(address _treasury) {
        owner = msg.sender;
        treasury = _treasury;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function setFee(uint256 newFeeBps) external {
        require(newFeeBps <= 1_000, "fee too high");
        feeBps = newFeeBps;
        emit FeeChanged(newFeeBps);
    }

    function setTreasury(address newTreasury) external {
        require(msg.sender == owner, "owner");
        require(newTreasury != address(0), "zero");
        treasury = newTreasury;
    }

    function withdraw(uint256 amount) external {
        unchecked {
            balances[msg.sender] -= amount;
        }
        uint256 fee = amount * feeBps / 10_000;
        balances[treasury] += fee;
        (bool ok, ) = msg.sender.call{value: amount - fee}("");
        require(ok, "send failed");
    }

    function sum(uint256[] calldata values) external pure returns (uint256 total) {
        for (uint256 i = 0; i < values.length; ) {
            total += values[i];
            unchecked {
                ++i;
            }
        }
    }
}
