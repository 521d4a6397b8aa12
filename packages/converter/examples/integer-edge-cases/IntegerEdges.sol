// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Integer semantics at every width: checked arithmetic, unchecked wrap-around, signed division
/// and modulo edge cases, exponentiation, shifts past the width, bit operations, compound assignment.
contract IntegerEdges {
    uint8 public u8v = 200;
    uint16 public u16v;
    uint24 public u24v;
    uint40 public u40v;
    uint64 public u64v;
    uint72 public u72v;
    uint128 public u128v;
    uint160 public u160v;
    uint256 public u256v;
    int8 public i8v = -100;
    int24 public i24v;
    int56 public i56v;
    int128 public i128v;
    int200 public i200v;
    int256 public i256v;

    function addU8(uint8 a, uint8 b) external pure returns (uint8) { return a + b; }
    function subU8(uint8 a, uint8 b) external pure returns (uint8) { return a - b; }
    function mulU24(uint24 a, uint24 b) external pure returns (uint24) { return a * b; }
    function mulU40(uint40 a, uint40 b) external pure returns (uint40) { return a * b; }
    function addU72(uint72 a, uint72 b) external pure returns (uint72) { return a + b; }
    function mulU160(uint160 a, uint160 b) external pure returns (uint160) { return a * b; }
    function addU256(uint256 a, uint256 b) external pure returns (uint256) { return a + b; }
    function addI8(int8 a, int8 b) external pure returns (int8) { return a + b; }
    function subI24(int24 a, int24 b) external pure returns (int24) { return a - b; }
    function mulI56(int56 a, int56 b) external pure returns (int56) { return a * b; }
    function mulI200(int200 a, int200 b) external pure returns (int200) { return a * b; }
    function divI8(int8 a, int8 b) external pure returns (int8) { return a / b; }
    function modI8(int8 a, int8 b) external pure returns (int8) { return a % b; }
    function divI256(int256 a, int256 b) external pure returns (int256) { return a / b; }
    function modI256(int256 a, int256 b) external pure returns (int256) { return a % b; }
    function negI8(int8 a) external pure returns (int8) { return -a; }
    function negI256(int256 a) external pure returns (int256) { return -a; }
    function negI200(int200 a) external pure returns (int200) { return -a; }

    function wrapU8(uint8 a, uint8 b) external pure returns (uint8 s, uint8 d, uint8 m) {
        unchecked { s = a + b; d = a - b; m = a * b; }
    }
    function wrapU40(uint40 a, uint40 b) external pure returns (uint40 s, uint40 d, uint40 m) {
        unchecked { s = a + b; d = a - b; m = a * b; }
    }
    function wrapI8(int8 a, int8 b) external pure returns (int8 s, int8 d, int8 m, int8 q, int8 n) {
        unchecked { s = a + b; d = a - b; m = a * b; q = a / b; n = -a; }
    }
    function wrapI24(int24 a, int24 b) external pure returns (int24 s, int24 d, int24 m) {
        unchecked { s = a + b; d = a - b; m = a * b; }
    }
    function wrapU256(uint256 a, uint256 b) external pure returns (uint256 s, uint256 d, uint256 m) {
        unchecked { s = a + b; d = a - b; m = a * b; }
    }
    function wrapI256(int256 a, int256 b) external pure returns (int256 s, int256 d, int256 m, int256 n) {
        unchecked { s = a + b; d = a - b; m = a * b; n = -a; }
    }
    function wrapI200(int200 a, int200 b) external pure returns (int200 s, int200 m) {
        unchecked { s = a + b; m = a * b; }
    }

    function powU8(uint8 a, uint8 b) external pure returns (uint8) { return a ** b; }
    function powU256(uint256 a, uint256 b) external pure returns (uint256) { return a ** b; }
    function powI16(int16 a, uint8 b) external pure returns (int16) { return a ** b; }
    function powUnchecked(uint16 a, uint8 b) external pure returns (uint16) { unchecked { return a ** b; } }

    function shl8(uint8 a, uint16 s) external pure returns (uint8) { return a << s; }
    function shr8(uint8 a, uint256 s) external pure returns (uint8) { return a >> s; }
    function shl256(uint256 a, uint256 s) external pure returns (uint256) { return a << s; }
    function shr256(uint256 a, uint256 s) external pure returns (uint256) { return a >> s; }
    function sarI16(int16 a, uint8 s) external pure returns (int16) { return a >> s; }
    function shlI16(int16 a, uint8 s) external pure returns (int16) { return a << s; }
    function sarI256(int256 a, uint256 s) external pure returns (int256) { return a >> s; }
    function shl40(uint40 a, uint8 s) external pure returns (uint40) { return a << s; }

    function bits8(uint8 a, uint8 b) external pure returns (uint8, uint8, uint8, uint8) { return (a & b, a | b, a ^ b, ~a); }
    function bitsI8(int8 a, int8 b) external pure returns (int8, int8, int8, int8) { return (a & b, a | b, a ^ b, ~a); }
    function bits40(uint40 a) external pure returns (uint40) { return ~a; }
    function bitsI200(int200 a) external pure returns (int200) { return ~a; }
    function bits256(uint256 a, uint256 b) external pure returns (uint256, uint256) { return (a ^ b, ~a); }

    function storeAll(uint8 a) external {
        u8v += a;
        u16v = uint16(u8v) * 250;
        u24v = uint24(u16v) * 256;
        u40v = uint40(u24v) * 65536;
        u64v = uint64(u40v) << 20;
        u72v = uint72(u64v) * 256;
        u128v = uint128(u72v) * 2 ** 50;
        u160v = uint160(u128v) << 30;
        u256v = uint256(u160v) * 3;
        i8v -= int8(a);
        i24v = int24(i8v) * 1000;
        i56v = int56(i24v) * 1e9;
        i128v = int128(i56v) * -1e18;
        i200v = int200(i128v) * 1e20;
        i256v = -int256(i200v);
    }

    function compound(uint16 a) external returns (uint16) {
        u16v = a;
        u16v *= 2;
        u16v -= 1;
        u16v /= 3;
        u16v %= 1000;
        u16v <<= 4;
        u16v >>= 1;
        u16v |= 1;
        u16v &= 0xfff;
        u16v ^= 0xf0;
        u16v++;
        ++u16v;
        u16v--;
        return u16v;
    }

    function incDec(uint8 a) external pure returns (uint8 pre, uint8 post, uint8 fin) {
        uint8 x = a;
        pre = ++x;
        post = x++;
        fin = x;
    }

    function minMax() external pure returns (int8, int8, uint40, int200, uint24) {
        return (type(int8).min, type(int8).max, type(uint40).max, type(int200).min, type(uint24).max);
    }
}
