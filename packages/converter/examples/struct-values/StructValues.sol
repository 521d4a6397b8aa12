// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Structs with dynamic members as whole values: ABI-encoded, hashed and decoded, read back
/// through the contract's own getter, and accounts named by small numbers.
contract StructValues {
    struct Profile {
        uint256 id;
        string name;
        uint256[] scores;
        uint64 level;
    }

    Profile public profile;

    function setProfile(uint256 id, string calldata name, uint256[] calldata scores, uint64 level) external {
        profile = Profile(id, name, scores, level);
    }

    function encoded() external view returns (bytes memory) {
        Profile memory p = profile;
        return abi.encode(p);
    }

    function tagged(uint256 tag) external view returns (bytes memory) {
        Profile memory p = profile;
        return abi.encode(tag, p, "end");
    }

    function digest() external view returns (bytes32) {
        Profile memory p = profile;
        return keccak256(abi.encode(p));
    }

    function roundTrip() external view returns (Profile memory) {
        Profile memory p = profile;
        Profile memory back = abi.decode(abi.encode(p), (Profile));
        require(keccak256(bytes(back.name)) == keccak256(bytes(p.name)), "name changed");
        return back;
    }

    /// The getter leaves out the array member and keeps the string.
    function viaGetter() external view returns (uint256 id, string memory name, uint64 level) {
        (id, name, level) = this.profile();
    }

    function accounts() external pure returns (address, address, bool) {
        address one = address(1);
        return (one, address(0xcafe), one == address(uint160(1)));
    }
}
