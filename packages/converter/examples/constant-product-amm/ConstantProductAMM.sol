// SPDX-License-Identifier: MIT
// ConstantProductAMM: an x*y=k pool between two ERC20 tokens with a 0.3% fee and liquidity shares,
// plus the small ERC20 used as the pool's tokens. Effects and events happen before token transfers.
pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract PoolToken is IERC20 {
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public override balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory symbol_, uint256 supply) {
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external override returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external override returns (bool) {
        require(allowance[from][msg.sender] >= amount, "PoolToken: allowance exceeded");
        allowance[from][msg.sender] -= amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        require(balanceOf[from] >= amount, "PoolToken: balance exceeded");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

library Math {
    function sqrt(uint256 y) internal pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }

    function min(uint256 a, uint256 b) internal pure returns (uint256) {
        return a < b ? a : b;
    }
}

contract ConstantProductAMM {
    using Math for uint256;

    IERC20 public immutable token0;
    IERC20 public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;

    event Mint(address indexed provider, uint256 amount0, uint256 amount1, uint256 shares);
    event Burn(address indexed provider, uint256 amount0, uint256 amount1, uint256 shares);
    event Swap(address indexed trader, address tokenIn, uint256 amountIn, uint256 amountOut);

    error InvalidToken(address token);
    error SlippageExceeded(uint256 amountOut, uint256 minOut);
    error InsufficientShares(uint256 have, uint256 want);
    error UnbalancedLiquidity(uint256 amount0, uint256 amount1);

    constructor(address token0_, address token1_) {
        require(token0_ != token1_, "identical tokens");
        token0 = IERC20(token0_);
        token1 = IERC20(token1_);
    }

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0, "zero input");
        require(reserveIn > 0 && reserveOut > 0, "no liquidity");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external returns (uint256 shares) {
        if (reserve0 > 0 || reserve1 > 0) {
            if (reserve0 * amount1 != reserve1 * amount0) revert UnbalancedLiquidity(amount0, amount1);
        }
        if (totalShares == 0) {
            shares = (amount0 * amount1).sqrt();
        } else {
            shares = Math.min((amount0 * totalShares) / reserve0, (amount1 * totalShares) / reserve1);
        }
        require(shares > 0, "zero shares");
        sharesOf[msg.sender] += shares;
        totalShares += shares;
        reserve0 += amount0;
        reserve1 += amount1;
        emit Mint(msg.sender, amount0, amount1, shares);
        token0.transferFrom(msg.sender, address(this), amount0);
        token1.transferFrom(msg.sender, address(this), amount1);
    }

    function removeLiquidity(uint256 shares) external returns (uint256 amount0, uint256 amount1) {
        uint256 have = sharesOf[msg.sender];
        if (shares > have) revert InsufficientShares(have, shares);
        amount0 = (shares * reserve0) / totalShares;
        amount1 = (shares * reserve1) / totalShares;
        sharesOf[msg.sender] = have - shares;
        totalShares -= shares;
        reserve0 -= amount0;
        reserve1 -= amount1;
        emit Burn(msg.sender, amount0, amount1, shares);
        token0.transfer(msg.sender, amount0);
        token1.transfer(msg.sender, amount1);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minOut) external returns (uint256 amountOut) {
        bool zeroForOne = tokenIn == address(token0);
        if (!zeroForOne && tokenIn != address(token1)) revert InvalidToken(tokenIn);
        (IERC20 inToken, IERC20 outToken, uint256 reserveIn, uint256 reserveOut) = zeroForOne
            ? (token0, token1, reserve0, reserve1)
            : (token1, token0, reserve1, reserve0);
        amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
        if (amountOut < minOut) revert SlippageExceeded(amountOut, minOut);
        if (zeroForOne) {
            (reserve0, reserve1) = (reserve0 + amountIn, reserve1 - amountOut);
        } else {
            (reserve0, reserve1) = (reserve0 - amountOut, reserve1 + amountIn);
        }
        emit Swap(msg.sender, tokenIn, amountIn, amountOut);
        inToken.transferFrom(msg.sender, address(this), amountIn);
        outToken.transfer(msg.sender, amountOut);
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }
}
