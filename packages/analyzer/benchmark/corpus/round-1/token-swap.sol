pragma solidity ^0.7.6;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add overflow");
        return c;
    }
    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub underflow");
        return a - b;
    }
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul overflow");
        return c;
    }
    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div zero");
        return a / b;
    }
}

contract TokenSwap {
    using SafeMath for uint256;

    IERC20 public immutable tokenIn;
    IERC20 public immutable tokenOut;
    uint256 public rate;
    address public owner;

    constructor(IERC20 _in, IERC20 _out, uint256 _rate) {
        tokenIn = _in;
        tokenOut = _out;
        rate = _rate;
        owner = msg.sender;
    }

    function swapFor(address from, uint256 amount) external {
        require(tokenIn.transferFrom(from, address(this), amount), "pull");
        require(tokenOut.transfer(msg.sender, amount.mul(rate).div(1e18)), "push");
    }

    function swap(uint256 amount) external {
        require(tokenIn.transferFrom(msg.sender, address(this), amount), "pull");
        require(tokenOut.transfer(msg.sender, amount.mul(rate).div(1e18)), "push");
    }

    function quote(uint256 amount) external view returns (uint256) {
        return amount * rate / 1e18;
    }

    function setRate(uint256 _rate) external {
        require(msg.sender == owner, "owner");
        rate = _rate;
    }

    function sweep(IERC20 token, uint256 amount) external {
        require(msg.sender == owner, "owner");
        token.transfer(owner, amount);
    }
}
