// SPDX-License-Identifier: MIT
pragma solidity ^0.8.12;

contract DividendToken {
    uint256 internal constant MAGNITUDE = 2**128;
    string public constant name = "Dividend Share";
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    uint256 public magnifiedDividendPerShare;
    mapping(address => int256) internal magnifiedCorrections;
    mapping(address => uint256) public withdrawnDividends;
    address[] public holders;
    mapping(address => bool) internal isHolder;

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        _track(msg.sender);
    }

    receive() external payable {
        distribute();
    }

    function distribute() public payable {
        require(totalSupply > 0, "supply");
        if (msg.value > 0) magnifiedDividendPerShare += msg.value * MAGNITUDE / totalSupply;
    }

    function toInt(uint256 a) internal pure returns (int256) {
        require(a <= uint256(type(int256).max), "int");
        return int256(a);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        int256 correction = toInt(magnifiedDividendPerShare * value);
        magnifiedCorrections[msg.sender] += correction;
        magnifiedCorrections[to] -= correction;
        _track(to);
        return true;
    }

    function _track(address account) internal {
        if (!isHolder[account]) {
            isHolder[account] = true;
            holders.push(account);
        }
    }

    function dividendOf(address account) public view returns (uint256) {
        int256 accumulated = toInt(magnifiedDividendPerShare * balanceOf[account]) + magnifiedCorrections[account];
        return uint256(accumulated) / MAGNITUDE - withdrawnDividends[account];
    }

    function withdrawDividend() public {
        uint256 amount = dividendOf(msg.sender);
        if (amount == 0) return;
        withdrawnDividends[msg.sender] += amount;
        (bool ok, ) = msg.sender.call{value: amount, gas: 3000}("");
        if (!ok) withdrawnDividends[msg.sender] -= amount;
    }

    function processAll() external {
        for (uint256 i = 0; i < holders.length; i++) {
            address account = holders[i];
            uint256 amount = dividendOf(account);
            if (amount > 0) {
                withdrawnDividends[account] += amount;
                payable(account).call{value: amount}("");
            }
        }
    }
}
