// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IStrategy {
    function harvest() external returns (uint256);
    function withdraw(uint256 amount) external returns (uint256);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address) external view returns (uint256);
}

contract YieldAggregator {
    address public governance;
    IERC20 public immutable want;
    IStrategy[] public strategies;
    mapping(address => uint256) public shares;
    uint256 public totalShares;

    modifier onlyGov() {
        require(msg.sender == governance, "gov");
        _;
    }

    constructor(IERC20 _want) {
        want = _want;
        governance = msg.sender;
    }

    function addStrategy(IStrategy s) external onlyGov {
        strategies.push(s);
    }

    function harvestAll() external {
        for (uint256 i = 0; i < strategies.length; i++) {
            strategies[i].harvest();
        }
    }

    function withdraw(uint256 shareAmount) external {
        require(shares[msg.sender] >= shareAmount, "shares");
        uint256 amount = want.balanceOf(address(this)) * shareAmount / totalShares;
        uint256 idle = want.balanceOf(address(this));
        if (idle < amount) {
            uint256 got = strategies[0].withdraw(amount - idle);
            require(got + idle >= amount, "short");
        }
        shares[msg.sender] -= shareAmount;
        totalShares -= shareAmount;
        require(want.transfer(msg.sender, amount), "transfer");
    }

    function setGovernance(address g) external onlyGov {
        require(g != address(0), "zero");
        governance = g;
    }
}
