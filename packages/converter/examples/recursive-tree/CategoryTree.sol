// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Counts kept in a tree of categories: a struct whose mapping member holds the struct itself.
contract CategoryTree {
    struct Node {
        uint256 count;
        string label;
        mapping(uint32 => Node) children;
    }

    Node private root;
    mapping(address => Node) private gardens;

    function add(uint32 a, uint32 b, uint256 n) external {
        root.count += n;
        root.children[a].count += n;
        root.children[a].children[b].count += n;
    }
    function rename(uint32 a, uint32 b, string calldata l) external {
        Node storage node = root.children[a];
        node.children[b].label = l;
        node.label = string.concat(l, "/");
    }
    function total() external view returns (uint256) {
        return root.count;
    }
    function count(uint32 a) external view returns (uint256) {
        return root.children[a].count;
    }
    function leaf(uint32 a, uint32 b) external view returns (uint256, string memory, string memory) {
        Node storage parent = root.children[a];
        return (parent.children[b].count, parent.children[b].label, parent.label);
    }
    function prune(uint32 a) external {
        delete root.children[a];
    }
    function plant(uint32 a, uint32 b, uint256 n) external {
        gardens[msg.sender].children[a].children[b].count = n;
    }
    function planted(address who, uint32 a, uint32 b) external view returns (uint256) {
        return gardens[who].children[a].children[b].count;
    }
}
