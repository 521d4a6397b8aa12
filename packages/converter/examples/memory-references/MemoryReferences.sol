// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Internal functions that fill and change memory values they are given: the caller sees the
/// changes, as Solidity passes memory structs and arrays by reference.
contract MemoryReferences {
    struct Node {
        uint256 value;
        Node[] children;
    }

    struct Tally {
        uint256 count;
        uint256 sum;
        uint256[] seen;
    }

    uint256[] private stored;
    uint256 public filled;

    function record(uint256 v) external {
        stored.push(v);
    }

    /// Writes the values of a tree into `out` depth-first, from `next`; returns the next free slot.
    function flatten(Node memory node, uint256[] memory out, uint256 next) internal pure returns (uint256) {
        out[next++] = node.value;
        for (uint256 i = 0; i < node.children.length; i++) {
            next = flatten(node.children[i], out, next);
        }
        return next;
    }

    function count(Node memory node) internal pure returns (uint256 n) {
        n = 1;
        for (uint256 i = 0; i < node.children.length; i++) n += count(node.children[i]);
    }

    function add(Tally memory t, uint256 v) internal pure {
        t.count += 1;
        t.sum += v;
        t.seen[t.count - 1] = v;
    }

    /// Changes its copy only: the parameter is pointed at a new array first.
    function replaced(uint256[] memory values) internal pure returns (uint256) {
        values = new uint256[](1);
        values[0] = 99;
        return values[0];
    }

    function bump(uint256[] memory values, uint256 by) internal pure {
        for (uint256 i = 0; i < values.length; i++) values[i] += by;
    }

    /// Public and also called internally: its handler fills the array the message carries, an
    /// internal caller's array is filled in place.
    function fill(uint256[] memory values, uint256 idx) public returns (uint256) {
        for (uint256 i = 0; i < values.length; i++) values[i] = i + 1;
        filled += values.length;
        return values[idx];
    }

    function fillNew(uint256 len, uint256 idx) external returns (uint256, uint256) {
        uint256[] memory values = new uint256[](len);
        uint256 picked = fill(values, idx);
        uint256 sum;
        for (uint256 i = 0; i < values.length; i++) sum += values[i];
        return (picked, sum);
    }

    function scale(uint256[] memory values, uint256 k) public pure returns (uint256[] memory) {
        for (uint256 i = 0; i < values.length; i++) values[i] *= k;
        return values;
    }

    /// Scales in place twice; `this.scale` is an external call, which scales a copy.
    function scaleTwice(uint256[] memory values, uint256 k) external view returns (uint256[] memory, uint256) {
        uint256 first = this.scale(values, k)[0];
        scale(values, k);
        scale(values, k);
        return (values, first);
    }

    function tree(uint256 base) external pure returns (uint256[] memory) {
        Node memory root;
        root.value = base;
        root.children = new Node[](2);
        root.children[0].value = base + 1;
        root.children[1].value = base + 2;
        root.children[1].children = new Node[](1);
        root.children[1].children[0].value = base + 3;
        uint256[] memory out = new uint256[](count(root));
        uint256 end = flatten(root, out, 0);
        require(end == out.length, "not filled");
        return out;
    }

    function tally(uint256[] memory values) external pure returns (uint256, uint256, uint256[] memory) {
        Tally memory t = Tally(0, 0, new uint256[](values.length));
        for (uint256 i = 0; i < values.length; i++) add(t, values[i]);
        return (t.count, t.sum, t.seen);
    }

    /// A copy of storage handed to `bump` is changed; the stored array is not.
    function bumpedCopy(uint256 by) external view returns (uint256[] memory copy, uint256 firstStored) {
        copy = stored;
        bump(copy, by);
        firstStored = stored[0];
    }

    function nested(uint256 by) external pure returns (uint256[] memory, uint256) {
        Tally memory t = Tally(2, 0, new uint256[](2));
        t.seen[1] = 5;
        bump(t.seen, by);
        uint256[] memory kept = new uint256[](2);
        uint256 other = replaced(kept);
        return (t.seen, other + kept[0]);
    }
}
