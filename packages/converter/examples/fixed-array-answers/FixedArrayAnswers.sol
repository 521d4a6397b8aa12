// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Fixed-size arrays returned by other contracts of the file: queried from a deployed `Grid`
/// (`uint256[3]`, `uint16[5]`, two arrays at once), and from a `Grid` created with `new` in the
/// same call.
contract Planner {
    Grid public grid;
    uint16[5] public lastRow;

    constructor(Grid g) {
        grid = g;
    }

    function corners() external view returns (uint256[3] memory) {
        return grid.corners();
    }

    function cornerSum() external view returns (uint256 sum) {
        uint256[3] memory c = grid.corners();
        for (uint256 i = 0; i < 3; i++) sum += c[i];
    }

    function rows(uint16 start) external view returns (uint16[5] memory a, uint16[5] memory b) {
        a = grid.row(start);
        b = grid.row(start + 100);
    }

    function split() external view returns (uint256 total, uint8 last) {
        (uint256[2] memory sizes, uint8[2] memory marks) = grid.pair();
        return (sizes[0] + sizes[1], marks[1]);
    }

    function freshRow(uint16 start) external returns (uint16[5] memory row) {
        Grid fresh = new Grid(0);
        row = fresh.row(start);
        lastRow = row;
    }
}

contract Grid {
    uint256 public scale;

    constructor(uint256 s) {
        scale = s;
    }

    function corners() external view returns (uint256[3] memory c) {
        c[0] = scale;
        c[1] = scale * 2;
        c[2] = type(uint256).max - scale;
    }

    function row(uint16 start) public pure returns (uint16[5] memory r) {
        for (uint16 i = 0; i < 5; i++) r[i] = start + i;
    }

    function pair() external view returns (uint256[2] memory sizes, uint8[2] memory marks) {
        sizes[0] = scale;
        sizes[1] = 3;
        marks[1] = 9;
    }
}
