// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IRouter {
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external returns (uint256 amountA, uint256 amountB, uint256 liquidity);

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

contract LiquidityManager {
    IRouter public immutable router;
    address public immutable tokenA;
    address public immutable tokenB;
    address public owner;
    uint96 public lastLiquidity;

    constructor(IRouter _router, address _a, address _b) {
        require(_a != address(0) && _b != address(0), "token");
        router = _router;
        tokenA = _a;
        tokenB = _b;
        owner = msg.sender;
    }

    function provide(uint256 amountA, uint256 amountB) external {
        require(msg.sender == owner, "owner");
        require(IERC20(tokenA).transferFrom(msg.sender, address(this), amountA), "a");
        require(IERC20(tokenB).transferFrom(msg.sender, address(this), amountB), "b");
        IERC20(tokenA).approve(address(router), amountA);
        require(IERC20(tokenB).approve(address(router), amountB), "approve b");
        router.addLiquidity(tokenA, tokenB, amountA, amountB, 0, 0, owner, block.timestamp);
    }

    function provideTracked(uint256 amountA, uint256 amountB) external {
        require(msg.sender == owner, "owner");
        (, , uint256 liquidity) = router.addLiquidity(tokenA, tokenB, amountA, amountB, amountA * 99 / 100, amountB * 99 / 100, owner, block.timestamp);
        lastLiquidity = uint96(liquidity);
    }

    function rebalance(uint256 amountIn, uint256 minOut) external {
        require(msg.sender == owner, "owner");
        address[] memory path = new address[](2);
        path[0] = tokenA;
        path[1] = tokenB;
        uint256[] memory amounts = router.swapExactTokensForTokens(amountIn, minOut, path, address(this), block.timestamp);
        require(amounts[1] >= minOut, "slippage");
    }
}
