// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Sums two signed amounts; named like an integer helper of the generated crate.
function bitor_int40(int40 a, int40 b) pure returns (int40) {
    return a + b;
}

/// A journal of amounts: empty entries opened with `push()` read as values, nested tuple
/// assignments, fixed-size arrays in `abi.encode`, `ripemd160`, and names that meet the crate's
/// helpers.
contract EntryJournal {
    uint256[] public entries;
    uint256 public opened;
    int40 public lastSum;

    event Opened(uint256 index, uint256 value);

    /// Opens an empty entry; its value is the zero `push()` returns.
    function open() external returns (uint256 index, uint256 value) {
        value = entries.push();
        index = entries.length - 1;
        opened += 1;
        emit Opened(index, value);
    }

    /// Opens an empty entry only when asked to, inside a condition.
    function openIf(bool wanted) external returns (bool) {
        if (wanted && entries.push() == 0) {
            opened += 1;
            return true;
        }
        return false;
    }

    function record(uint256 index, uint256 amount) external {
        entries[index] = amount;
    }

    /// The range of entries a page shows: both ends chosen at once.
    function page(bool wide) external view returns (uint256 first, uint16 size) {
        (uint256 lo, uint16 n) = wide ? (uint256(0), uint16(1000)) : (entries.length / 2, uint16(20));
        (first, size) = (lo, n);
    }

    function pageLimits(bool wide) external pure returns (uint256, uint16) {
        return wide ? (0, 1000) : (1, 20);
    }

    /// Clears every entry; answers with the empty list a caller may expect back.
    function clear() external returns (uint256[] memory, uint8[][] memory) {
        uint256[][] memory scratch = new uint256[][](0);
        delete entries;
    }

    function count() external view returns (uint256) {
        return entries.length;
    }

    /// Swaps two entries and a pair of locals through nested tuples.
    function rotate(uint256 i, uint256 j) external returns (uint256 a, uint256 b) {
        uint256 k;
        ((entries[i], entries[j]), k) = ((entries[j], entries[i]), 7);
        (((a, ), b)) = ((entries[i], 0), entries[j] + k);
        (uint256 x) = (entries.length);
        ((x)) = x + 1;
        b += x;
    }

    /// Digest of a fixed-size pair and a dynamic list, as abi.encode lays them out.
    function layout(uint256[2] memory pair, uint8[] memory tags) external pure returns (bytes memory) {
        return abi.encode(pair, tags, true);
    }

    function digest(uint64[3] memory triple) external pure returns (bytes32) {
        return keccak256(abi.encode(uint8(1), triple));
    }

    function wrap_uint24(uint24 x) internal pure returns (uint24) {
        return x + 1;
    }

    function combine(int40 a, int40 b) external returns (int40 bits, int40 sum) {
        int40 check_int40 = a | b;
        bits = check_int40;
        sum = bitor_int40(a, b);
        lastSum = sum;
    }

    function scale(uint24 x) external pure returns (uint24) {
        unchecked {
            return wrap_uint24(x) * 3;
        }
    }

    /// A short fingerprint of a note (RIPEMD-160, as Bitcoin tooling computes it).
    function fingerprint(bytes memory note) external pure returns (bytes20) {
        return ripemd160(note);
    }

    /// Names a member without calling it, which only documents what the contract can do.
    function ping() external view returns (uint256) {
        payable(msg.sender).transfer;
        return opened;
    }
}
