// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A router that swaps native funds through a pool and uses what the pool returns: the amount out
// is checked against a minimum and credited, two swaps are chained, a failed swap is refunded, and
// the pool calls the router back in the middle of a swap (which then calls the pool again) while
// a reentrancy guard set before the call is still set.

interface IPool {
    function swap(address to, uint256 amountIn) external payable returns (uint256 amountOut);
    function skim(uint256 amount) external returns (uint256 kept, uint256 fee);
    function quote(uint256 amountIn) external view returns (uint256);
}

interface ISwapCallback {
    function onSwap(uint256 amountOut) external;
}

/// A constant-sum-ish pool paying out of a virtual reserve; it tells the caller after each swap.
contract Pool is IPool {
    uint256 public reserve;
    uint256 public swaps;
    bool public paused;
    address public admin;

    event Swapped(address indexed to, uint256 amountIn, uint256 amountOut);

    constructor(uint256 reserve_) {
        reserve = reserve_;
        admin = msg.sender;
    }

    function setPaused(bool value) external {
        require(msg.sender == admin, "not admin");
        paused = value;
    }

    function quote(uint256 amountIn) public view override returns (uint256) {
        return (amountIn * reserve) / (reserve + amountIn);
    }

    function swap(address to, uint256 amountIn) external payable override returns (uint256 amountOut) {
        require(!paused, "paused");
        require(msg.value == amountIn, "value mismatch");
        amountOut = quote(amountIn);
        reserve -= amountOut;
        swaps += 1;
        emit Swapped(to, amountIn, amountOut);
        ISwapCallback(msg.sender).onSwap(amountOut);
    }

    function skim(uint256 amount) external override returns (uint256 kept, uint256 fee) {
        fee = amount / 100;
        kept = amount - fee;
        reserve += fee;
    }
}

contract Router is ISwapCallback {
    IPool public immutable pool;
    mapping(address => uint256) public balances;
    uint256 public inFlight;
    uint256 public callbacks;
    uint256 public seenInFlight;
    uint256 public fees;
    uint256 public lastKept;
    uint256 public failed;
    bool public locked;

    event Routed(address indexed user, uint256 amountIn, uint256 amountOut);
    event Skimmed(uint256 kept, uint256 fee);
    event Refunded(address indexed user, uint256 amount);

    modifier nonReentrant() {
        require(!locked, "reentrant");
        locked = true;
        _;
        locked = false;
    }

    constructor(IPool pool_) {
        pool = pool_;
    }

    /// Swaps the funds sent; fails when the pool pays out less than `minOut`.
    function swapExact(uint256 minOut) external payable nonReentrant returns (uint256) {
        uint256 amountIn = msg.value;
        inFlight += amountIn;
        uint256 out = pool.swap{value: amountIn}(msg.sender, amountIn);
        require(out >= minOut, "slippage");
        inFlight -= amountIn;
        balances[msg.sender] += out;
        emit Routed(msg.sender, amountIn, out);
        return out;
    }

    /// Swaps half of the funds, then the other half.
    function swapTwice() external payable nonReentrant returns (uint256 total) {
        uint256 half = msg.value / 2;
        total = pool.swap{value: half}(msg.sender, half);
        uint256 second = pool.swap{value: msg.value - half}(msg.sender, msg.value - half);
        total += second;
        balances[msg.sender] += total;
    }

    /// Swaps the funds sent, or refunds them when the pool refuses.
    function trySwap() external payable nonReentrant returns (bool) {
        try pool.swap{value: msg.value}(msg.sender, msg.value) returns (uint256 out) {
            balances[msg.sender] += out;
            return true;
        } catch {
            failed += 1;
            payable(msg.sender).transfer(msg.value);
            emit Refunded(msg.sender, msg.value);
            return false;
        }
    }

    /// The pool's call back during a swap: the swap's own state is already visible here.
    function onSwap(uint256 amountOut) external override {
        require(msg.sender == address(pool), "not pool");
        callbacks += 1;
        seenInFlight = inFlight;
        require(locked, "not in a swap");
        (uint256 kept, uint256 fee) = pool.skim(amountOut);
        fees += fee;
        lastKept = kept;
        emit Skimmed(kept, fee);
    }

    function nativeBalance() external view returns (uint256) {
        return address(this).balance;
    }
}
