// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library MathLib {
    function clampAdd(uint8 a, uint8 b) internal pure returns (uint8) {
        unchecked { uint8 c = a + b; return c < a ? type(uint8).max : c; }
    }
    function sumOf(uint256[] memory xs) internal pure returns (uint256 s) { for (uint256 i; i < xs.length; ++i) s += xs[i]; }
}

library CounterLib {
    struct Counter { uint256 value; uint64 bumps; }
    function inc(Counter storage c, uint256 by) internal returns (uint256) { c.value += by; c.bumps++; return c.value; }
    function reset(Counter storage c) internal { c.value = 0; }
}

abstract contract Base {
    uint256[] public log;
    event Logged(string where, uint256 v);
    function tag() public pure virtual returns (string memory) { return "Base"; }
    function hook(uint256 v) internal virtual { log.push(v); emit Logged("Base", v); }
    function abstractOne() public view virtual returns (uint256);
}

abstract contract Left is Base {
    function tag() public pure virtual override returns (string memory) { return string.concat("Left>", super.tag()); }
    function hook(uint256 v) internal virtual override { log.push(v * 10); emit Logged("Left", v); super.hook(v); }
}

abstract contract Right is Base {
    function tag() public pure virtual override returns (string memory) { return string.concat("Right>", super.tag()); }
    function hook(uint256 v) internal virtual override { log.push(v * 100); emit Logged("Right", v); super.hook(v); }
}

/// A tour of the language: diamond inheritance with super chains, stacked modifiers with code
/// after `_`, libraries with `using for`, enums, loops with break/continue, tuples, overloads,
/// every kind of revert, receive and fallback.
contract LanguageTour is Left, Right {
    using MathLib for uint8;
    using MathLib for uint256[];
    using CounterLib for CounterLib.Counter;

    enum Color { Red, Green, Blue }
    error Bad(uint256 code, string why, Color c);
    error Plain();

    Color public color;
    CounterLib.Counter public counter;
    uint256 public trace;
    address public owner;
    mapping(Color => uint256) public votes;

    constructor() { owner = msg.sender; }

    modifier onlyOwner() { require(msg.sender == owner, "not owner"); _; }
    modifier traced(uint256 tagv) { trace = trace * 10 + tagv; _; trace = trace * 10 + tagv + 5; }
    modifier skipIfZero(uint256 v) { if (v == 0) return; _; }

    function tag() public pure override(Left, Right) returns (string memory) { return string.concat("Tour>", super.tag()); }
    function hook(uint256 v) internal override(Left, Right) { super.hook(v); }
    function abstractOne() public pure override returns (uint256) { return 1; }
    function runHook(uint256 v) external { hook(v); }
    function logLen() external view returns (uint256) { return log.length; }

    function stacked(uint256 v) external onlyOwner traced(1) traced(2) skipIfZero(v) returns (uint256) {
        trace = trace * 10 + 9;
        return v + 1;
    }
    function resetTrace() external { trace = 0; }

    function setColor(uint8 c) external { color = Color(c); votes[Color(c)] += 1; }
    function colorOf(uint256 c) external pure returns (Color) { return Color(c); }
    function maxColor() external pure returns (Color, Color) { return (type(Color).max, type(Color).min); }

    function loops(uint256 n) external pure returns (uint256 total, uint256 iters) {
        for (uint256 i = 0; i < n; i++) {
            if (i % 2 == 0) continue;
            for (uint256 j = 0; ; j++) {
                iters++;
                if (j >= i) break;
                if (j == 3) continue;
                total += i * j;
            }
            if (total > 200) break;
        }
        uint256 k = 0;
        do { k++; if (k == 2) continue; total += k; } while (k < 4);
        while (true) { if (total % 7 == 0) break; total++; }
    }
    function ternary(int256 a) external pure returns (string memory, int256) {
        return (a > 0 ? "pos" : a < 0 ? "neg" : "zero", a >= 0 ? a : -a);
    }
    function swap(uint256 a, uint256 b) external pure returns (uint256, uint256) {
        (a, b) = (b, a);
        return (a, b);
    }
    function three() internal pure returns (uint256, string memory, bool) { return (7, "seven", true); }
    function gaps() external pure returns (uint256, bool) {
        (uint256 x, , bool z) = three();
        (, string memory s, ) = three();
        return (x + bytes(s).length, z);
    }
    function clamp(uint8 a, uint8 b) external pure returns (uint8) { return a.clampAdd(b); }
    function sum(uint256[] calldata xs) external pure returns (uint256) { uint256[] memory m = xs; return m.sumOf(); }
    function bump(uint256 by) external returns (uint256) { return counter.inc(by); }
    function resetCounter() external { counter.reset(); }

    function over(uint256 a) external pure returns (uint256) { return a; }
    function over(uint256 a, uint256 b) external pure returns (uint256) { return a + b; }
    function over(string calldata s) external pure returns (uint256) { return bytes(s).length; }

    function fail(uint256 k) external pure {
        if (k == 0) revert Plain();
        if (k == 1) revert Bad(k, "one", Color.Blue);
        if (k == 2) revert("two");
        require(k != 3, "three");
        assert(k != 4);
        if (k == 5) { uint256[] memory e = new uint256[](0); e[0] = 1; }
        require(k != 6);
        if (k == 7) revert();
        uint8 x = uint8(k) * 50;
        require(x != 1, "unreachable");
    }

    receive() external payable { trace += 1000; }
    fallback() external payable { trace += 2000; }
}
