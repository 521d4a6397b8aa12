// SPDX-License-Identifier: GPL-3.0
pragma solidity ^0.8.10;

interface IPair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
    function mint(address to) external returns (uint256 liquidity);
    function token0() external view returns (address);
}

library TransferHelper {
    function safeTransferFrom(address token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TransferHelper: TRANSFER_FROM_FAILED");
    }
}

contract MiniRouter {
    address public immutable factory;

    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "EXPIRED");
        _;
    }

    constructor(address _factory) {
        factory = _factory;
    }

    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) public pure returns (uint256) {
        require(amountA > 0 && reserveA > 0, "INSUFFICIENT");
        return amountA / reserveA * reserveB;
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        uint256 amountInWithFee = amountIn * 997;
        uint256 numerator = amountInWithFee * reserveOut;
        uint256 denominator = reserveIn * 1000 + amountInWithFee;
        return numerator / denominator;
    }

    function swapExactIn(IPair pair, address tokenIn, uint256 amountIn, uint256 amountOutMin, address to, uint256 deadline)
        external
        ensure(deadline)
        returns (uint256 amountOut)
    {
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        bool zeroForOne = tokenIn == pair.token0();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
        require(amountOut >= amountOutMin, "SLIPPAGE");
        TransferHelper.safeTransferFrom(tokenIn, msg.sender, address(pair), amountIn);
        (uint256 out0, uint256 out1) = zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
        pair.swap(out0, out1, to, new bytes(0));
    }

    function addLiquidityFrom(IPair pair, address tokenA, address tokenB, address payer, uint256 amountA, uint256 amountB)
        external
        returns (uint256 liquidity)
    {
        TransferHelper.safeTransferFrom(tokenA, payer, address(pair), amountA);
        TransferHelper.safeTransferFrom(tokenB, payer, address(pair), amountB);
        liquidity = pair.mint(msg.sender);
    }
}
