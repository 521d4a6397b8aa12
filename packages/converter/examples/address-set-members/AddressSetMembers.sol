// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// An enumerable member list kept as OpenZeppelin's EnumerableSet.AddressSet does: each address is
// stored as the word bytes32(uint256(uint160(a))) and read back with address(uint160(uint256(w))).
library AddressWords {
    struct Set {
        bytes32[] values;
        mapping(bytes32 => uint256) positions;
    }

    function add(Set storage set, address account) internal returns (bool) {
        bytes32 word = bytes32(uint256(uint160(account)));
        if (set.positions[word] != 0) return false;
        set.values.push(word);
        set.positions[word] = set.values.length;
        return true;
    }

    function remove(Set storage set, address account) internal returns (bool) {
        bytes32 word = bytes32(uint256(uint160(account)));
        uint256 position = set.positions[word];
        if (position == 0) return false;
        bytes32 last = set.values[set.values.length - 1];
        set.values[position - 1] = last;
        set.positions[last] = position;
        set.values.pop();
        delete set.positions[word];
        return true;
    }

    function at(Set storage set, uint256 index) internal view returns (address) {
        return address(uint160(uint256(set.values[index])));
    }
}

contract AddressSetMembers {
    using AddressWords for AddressWords.Set;

    address public owner;
    AddressWords.Set private members;
    mapping(uint256 => uint256) private joinedAt;
    // A word packed from an address and a flag: arithmetic on the narrow number, 20-byte only.
    uint256 public lastPacked;

    event MemberAdded(address indexed account);
    event MemberRemoved(address indexed account);

    error NotOwner(address caller);

    constructor() {
        owner = msg.sender;
    }

    function add(address account) external returns (bool added) {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        added = members.add(account);
        if (added) {
            joinedAt[uint256(uint160(account))] = block.timestamp;
            emit MemberAdded(account);
        }
    }

    function remove(address account) external returns (bool removed) {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        removed = members.remove(account);
        if (removed) emit MemberRemoved(account);
    }

    function count() external view returns (uint256) {
        return members.values.length;
    }

    function memberAt(uint256 index) external view returns (address) {
        return members.at(index);
    }

    function list() external view returns (address[] memory out) {
        out = new address[](members.values.length);
        for (uint256 i; i < out.length; ++i) out[i] = members.at(i);
    }

    function wordOf(address account) external pure returns (bytes32) {
        return bytes32(uint256(uint160(account)));
    }

    function isWordOf(uint256 word, address account) external pure returns (bool) {
        return word == uint256(uint160(account));
    }

    function joined(address account) external view returns (uint256) {
        return joinedAt[uint256(uint160(account))];
    }

    function pack(address account, bool flag) external returns (uint256 packed) {
        packed = uint256(uint160(account)) | (flag ? uint256(1) << 160 : 0);
        lastPacked = packed;
    }

    function unpack(uint256 packed) external pure returns (address) {
        return address(uint160(packed));
    }
}
