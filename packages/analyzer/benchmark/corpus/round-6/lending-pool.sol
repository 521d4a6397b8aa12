// SPDX-License-Identifier: MIT
pragma solidity ^0.8.22;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IPriceOracle {
    function priceOf(address asset) external view returns (uint256);
}

contract LendingPool {
    IERC20 public immutable collateral;
    IERC20 public immutable debtToken;
    IPriceOracle public oracle;
    address public owner;
    mapping(address => uint256) public deposited;
    mapping(address => uint256) public borrowed;

    constructor(IERC20 _collateral, IERC20 _debt, IPriceOracle _oracle) {
        collateral = _collateral;
        debtToken = _debt;
        oracle = _oracle;
        owner = msg.sender;
    }

    function setOracle(IPriceOracle newOracle) external {
        oracle = newOracle;
    }

    function deposit(uint256 amount) external {
        require(collateral.transferFrom(msg.sender, address(this), amount), "pull");
        deposited[msg.sender] += amount;
    }

    function borrow(uint256 amount) external {
        uint256 price = oracle.priceOf(address(collateral));
        uint256 limit = deposited[msg.sender] / 1e18 * price * 75 / 100;
        require(borrowed[msg.sender] + amount <= limit, "limit");
        borrowed[msg.sender] += amount;
        debtToken.transfer(msg.sender, amount);
    }

    function liquidate(address user, uint256 repay) external {
        uint256 price = oracle.priceOf(address(collateral));
        require(deposited[user] * price / 1e18 * 75 / 100 < borrowed[user], "healthy");
        require(debtToken.transferFrom(msg.sender, address(this), repay), "repay");
        borrowed[user] -= repay;
        uint256 seized = repay * 1e18 / price * 105 / 100;
        deposited[user] -= seized;
        require(collateral.transfer(msg.sender, seized), "seize");
    }
}
