// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Tuple assignments whose targets overlap: the EVM assigns the components from right to left, and
// a storage struct on the right is a reference, read when its target is assigned.
contract TupleAssignments {
    struct Slot {
        uint256 amount;
        uint64 since;
    }

    Slot public first;
    Slot public second;
    uint256[3] public cells;
    uint256 public left;
    uint256 public right;

    function fill(uint256 a, uint256 b) external {
        first = Slot(a, 1);
        second = Slot(b, 2);
        (left, right) = (a, b);
    }

    // both end up equal to the old `first`: `second = first`, then `first = second`
    function swapSlots() external {
        (first, second) = (second, first);
    }

    // values are read before any assignment: a real swap
    function swapNumbers() external {
        (left, right) = (right, left);
    }

    // the same cell twice: the leftmost assignment runs last and wins
    function sameCell(uint256 a, uint256 b) external returns (uint256) {
        (cells[0], cells[1], cells[0]) = (a, b, a + b);
        return cells[0];
    }

    function local(uint256 a, uint256 b) external pure returns (uint256, uint256, uint256) {
        uint256[3] memory m;
        (m[0], m[1], , m[2], m[0]) = (a, b, 7, a * b, 99);
        return (m[0], m[1], m[2]);
    }
}
