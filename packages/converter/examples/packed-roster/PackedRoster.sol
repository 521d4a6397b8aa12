// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A roster that packs each member's address and role into one word (address in the low 160
/// bits), with a fixed foundation address written as a literal.
contract PackedRoster {
    address public constant FOUNDATION = 0x5B38Da6a701c568545dCfcB03FcB875f56beddC4;
    address public owner;
    uint256[] private entries;

    event Enrolled(address indexed member, uint8 role, uint256 packed);

    constructor() {
        owner = msg.sender;
        entries.push(pack(FOUNDATION, 1));
    }

    function pack(address member, uint8 role) public pure returns (uint256) {
        return uint256(uint160(member)) | (uint256(role) << 160);
    }

    function unpack(uint256 packed) public pure returns (address member, uint8 role) {
        member = address(uint160(packed));
        role = uint8(packed >> 160);
    }

    function enroll(address member, uint8 role) external {
        require(msg.sender == owner, "owner only");
        require(member != address(0), "zero member");
        uint256 packed = pack(member, role);
        entries.push(packed);
        emit Enrolled(member, role, packed);
    }

    function entry(uint256 i) external view returns (address member, uint8 role) {
        return unpack(entries[i]);
    }

    function count() external view returns (uint256) {
        return entries.length;
    }

    function roleOf(address member) external view returns (uint8) {
        for (uint256 i = 0; i < entries.length; i++) {
            (address m, uint8 r) = unpack(entries[i]);
            if (m == member) return r;
        }
        return 0;
    }

    function isFoundation(address a) external pure returns (bool) {
        return a == FOUNDATION;
    }

    function numberOf(address a) external pure returns (uint160) {
        return uint160(a);
    }

    function fromNumber(uint160 n) external pure returns (address) {
        return address(n);
    }

    function toBytes(address a) external pure returns (bytes20) {
        return bytes20(a);
    }

    function fromBytes(bytes20 b) external pure returns (address) {
        return address(b);
    }

    function next(address a) external pure returns (address) {
        return address(uint160(a) + 1);
    }
}
