// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Storage arrays copied into arrays of another element type or length, and fixed-size byte
/// values widened on their way into a function.
contract ArrayCopies {
    uint64[] private small;
    uint256[] private wide;
    bytes1[4] private narrow;
    bytes2[8] private slots;
    uint16[3] private fewCounts;
    uint32[5] private counts;

    /// `wide = small`: every element widened, the target takes the source's length
    function copyWide(uint64 n) external returns (uint256 length) {
        delete small;
        for (uint64 i = 0; i < n; i++) small.push(i * 10 + 1);
        for (uint256 i = 0; i < 6; i++) wide.push(999);
        wide = small;
        return wide.length;
    }

    function wideAt(uint256 i) external view returns (uint256) {
        return wide[i];
    }

    /// `slots = narrow`: each byte padded on the right, the leftover tail of the longer target cleared
    function spread() external returns (bytes2 first, bytes2 fourth, bytes2 last, uint256 length) {
        for (uint256 i = 0; i < slots.length; i++) slots[i] = 0xffff;
        for (uint256 i = 0; i < narrow.length; i++) narrow[i] = bytes1(uint8(0xa0 + i));
        slots = narrow;
        return (slots[0], slots[3], slots[7], slots.length);
    }

    function slotAt(uint256 i) external view returns (bytes2) {
        return slots[i];
    }

    /// `counts = fewCounts`: uint16[3] into uint32[5], the last two cleared
    function copyCounts() external returns (uint32[5] memory) {
        fewCounts = [uint16(1), 2, 3];
        counts = [uint32(9), 9, 9, 9, 9];
        counts = fewCounts;
        return counts;
    }

    /// a bytes2 argument widened to the bytes4 parameter and return value of internal functions
    function widen(bytes2 b) external pure returns (bytes4 padded, bool isZero, uint32 asNumber) {
        padded = pad(b);
        isZero = padded == bytes4(0);
        asNumber = uint32(padded);
    }

    /// integers of odd widths and fixed-size bytes of the same size, both ways
    function oddWidths(uint80 x) external pure returns (bytes10 b, uint80 back, bytes3 low, uint24 lowBack) {
        b = bytes10(x);
        back = uint80(b);
        low = bytes3(uint24(x));
        lowBack = uint24(low);
    }

    function pad(bytes4 x) internal pure returns (bytes4) {
        return x;
    }
}
