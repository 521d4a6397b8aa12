// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Settles batches of three orders sent as ABI-encoded bytes: each order is a (price, amount)
/// pair, followed by two flags and a fee. An order whose amount fails the check is skipped.
contract BatchSettlement {
    event Checked(uint256 amount);
    event Recorded(uint256 first, uint256 second);

    uint256 public settledTotal;
    uint256 public rejected;
    uint256 public minimumFee;

    modifier startsAtZero(uint256 result) {
        // a return variable given to a modifier is read before the body runs
        require(result == 0, "result set early");
        _;
    }

    modifier positive(uint256 value) {
        require(value > 0, "zero");
        _;
    }

    constructor() positive(2) {
        minimumFee = 2;
    }

    function check(uint256 amount) public pure returns (uint256) {
        require(amount > 0 && amount <= 1000, "amount out of range");
        return amount;
    }

    function orders(bytes calldata data) external pure returns (uint256[2][3] memory) {
        return abi.decode(data, (uint256[2][3]));
    }

    function settle(bytes calldata data) external startsAtZero(total) returns (uint256 total) {
        (uint256[2][3] memory batch, bool[2] memory flags, uint256 fee) =
            abi.decode(data, (uint256[2][3], bool[2], uint256));
        for (uint256 i = 0; i < 3; i++) {
            try this.check(batch[i][1]) returns (uint256 amount) {
                total += batch[i][0] * amount;
            } catch {
                rejected += 1;
            }
        }
        if (flags[0]) total -= fee;
        if (flags[1]) total += fee;
        settledTotal += total;
    }

    function tally(uint256 x) public returns (uint256) {
        emit Checked(x);
        return x;
    }

    function record(uint256 a, uint256 b) public returns (uint256) {
        emit Recorded(a, b);
        return a + b;
    }

    /// Arguments run left to right, each call's events in that order.
    function recordBoth(uint256 a, uint256 b) external returns (uint256) {
        return record(tally(a), record(tally(b), 1));
    }

    function encodedDelta() external pure returns (bytes memory) {
        return abi.encode(-3, 7);
    }
}
