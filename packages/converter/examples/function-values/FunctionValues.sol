// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

function square(uint256 x) pure returns (uint256) {
    return x * x;
}

library Reduce {
    function sum(uint256 a, uint256 b) internal pure returns (uint256) {
        return a + b;
    }

    function max(uint256 a, uint256 b) internal pure returns (uint256) {
        return a > b ? a : b;
    }

    function twice(function(uint256) pure returns (uint256) f, uint256 x) internal pure returns (uint256) {
        return f(f(x));
    }

    function fold(
        uint256[] memory values,
        function(uint256, uint256) pure returns (uint256) step,
        uint256 init
    ) internal pure returns (uint256) {
        for (uint256 i = 0; i < values.length; i++) init = step(init, values[i]);
        return init;
    }
}

/// Internal function values: map/reduce helpers, a pricing rule kept in storage, a stage machine
/// by sender, and the zero value failing with Panic 0x51.
contract FunctionValues {
    using Reduce for function(uint256) pure returns (uint256);

    uint256 public feeBps = 250;
    uint256 public completed;

    function(uint256) view returns (uint256) internal pricing;
    mapping(address => function() internal) private stages;

    event Stage(address who, uint256 number);

    constructor() {
        pricing = flatFee;
    }

    function double(uint256 x) internal pure returns (uint256) {
        return 2 * x;
    }

    function increment(uint256 x) internal pure returns (uint256) {
        return x + 1;
    }

    function flatFee(uint256 amount) internal view returns (uint256) {
        return amount + feeBps;
    }

    function proportionalFee(uint256 amount) internal view returns (uint256) {
        return amount + (amount * feeBps) / 10000;
    }

    function applyTo(
        uint256[] memory values,
        function(uint256) pure returns (uint256) f
    ) internal pure returns (uint256[] memory out) {
        out = new uint256[](values.length);
        for (uint256 i = 0; i < values.length; i++) out[i] = f(values[i]);
    }

    function pick(uint8 kind) internal pure returns (function(uint256) pure returns (uint256)) {
        if (kind == 0) return double;
        if (kind == 1) return increment;
        if (kind == 2) return square;
        function(uint256) pure returns (uint256) none;
        return none;
    }

    function mapValues(uint256[] calldata values, uint8 kind) external pure returns (uint256[] memory) {
        return applyTo(values, pick(kind));
    }

    function total(uint256[] calldata values) external pure returns (uint256) {
        return Reduce.fold(applyTo(values, square), Reduce.sum, 0);
    }

    function largest(uint256[] calldata values) external pure returns (uint256) {
        return Reduce.fold(values, Reduce.max, 0);
    }

    function quadruple(uint256 x) external pure returns (uint256) {
        return double.twice(x);
    }

    function either(bool first, uint256 x) external pure returns (uint256) {
        return (first ? double : increment)(x);
    }

    function chain(uint256 x) external pure returns (uint256) {
        function(uint256) pure returns (uint256)[3] memory steps = [double, increment, square];
        for (uint256 i = 0; i < steps.length; i++) x = steps[i](x);
        return x;
    }

    function stageSelector(bool starting) external view returns (bytes4) {
        return (starting ? this.start : this.advance).selector;
    }

    function setProportional(bool on) external {
        pricing = on ? proportionalFee : flatFee;
    }

    function isProportional() external view returns (bool) {
        return pricing == proportionalFee && pricing != flatFee;
    }

    function price(uint256 amount) external view returns (uint256) {
        return pricing(amount);
    }

    function clearPricing() external {
        delete pricing;
    }

    function start() external {
        stages[msg.sender] = first;
    }

    function advance() external {
        stages[msg.sender]();
    }

    function first() internal {
        emit Stage(msg.sender, 1);
        stages[msg.sender] = second;
    }

    function second() internal {
        emit Stage(msg.sender, 2);
        completed += 1;
        delete stages[msg.sender];
    }
}
