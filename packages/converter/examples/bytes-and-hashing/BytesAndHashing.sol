// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Casts with truncation and sign changes, bytesN and bytes operations, string and bytes
/// concatenation, and hashing through keccak256, sha256, abi.encode and abi.encodePacked.
contract BytesAndHashing {
    bytes public blob;
    string public text;
    bytes32 public word;
    bytes4 public sel;

    function narrow(uint256 a) external pure returns (uint8, uint16, uint40, uint128, uint160) {
        return (uint8(a), uint16(a), uint40(a), uint128(a), uint160(a));
    }
    function signs(int256 a) external pure returns (uint256, int8, uint8, int128, int40) {
        return (uint256(a), int8(a), uint8(uint256(a)), int128(a), int40(a));
    }
    function signs8(int8 a) external pure returns (uint8, int16, uint16) {
        return (uint8(a), int16(a), uint16(int16(a)));
    }
    function toSigned(uint256 a) external pure returns (int256, int64) {
        return (int256(a), int64(uint64(a)));
    }
    function wordCasts(uint256 a) external pure returns (bytes32, uint256, bytes4, bytes8, bytes32) {
        bytes32 w = bytes32(a);
        bytes4 b4 = bytes4(w);
        bytes8 b8 = bytes8(b4);
        return (w, uint256(w), b4, b8, bytes32(b8));
    }
    function smallBytes(bytes2 b) external pure returns (uint16, bytes1, bytes1, bytes4, uint8) {
        return (uint16(b), b[0], b[1], bytes4(b), uint8(b[1]));
    }
    function byteOps(bytes4 a, bytes4 b) external pure returns (bytes4, bytes4, bytes4, bytes4, bytes4, bytes4) {
        return (a & b, a | b, a ^ b, ~a, a << 8, a >> 12);
    }
    function byteCmp(bytes4 a, bytes4 b) external pure returns (bool, bool, bool) {
        return (a < b, a == b, a >= b);
    }
    function literalCasts() external pure returns (uint8, int8, bytes2, uint256, bytes32) {
        return (uint8(300 % 256), int8(-1), bytes2(0xabcd), uint256(type(uint64).max) + 1, bytes32("hi"));
    }

    function setBlob(bytes calldata b) external { blob = b; }
    function setText(string calldata s) external { text = s; }
    function blobLen() external view returns (uint256) { return blob.length; }
    function blobAt(uint256 i) external view returns (bytes1) { return blob[i]; }
    function textLen() external view returns (uint256) { return bytes(text).length; }
    function textByte(uint256 i) external view returns (bytes1) { return bytes(text)[i]; }
    function pushBlob(bytes1 b) external { blob.push(b); }
    function popBlob() external { blob.pop(); }
    function setBlobAt(uint256 i, bytes1 b) external { blob[i] = b; }
    function deleteBlob() external { delete blob; }

    function cat(string memory a, string memory b) external pure returns (string memory) {
        return string.concat(a, "-", b);
    }
    function catBytes(bytes memory a, bytes2 b, bytes memory c) external pure returns (bytes memory) {
        return bytes.concat(a, b, c, "!");
    }
    function same(string memory a, string memory b) external pure returns (bool) {
        return keccak256(bytes(a)) == keccak256(bytes(b));
    }
    function sameText(string memory a) external view returns (bool) {
        return keccak256(abi.encodePacked(a)) == keccak256(abi.encodePacked(text));
    }
    function hashes(uint256 a, string memory s) external pure returns (bytes32, bytes32, bytes32, bytes32) {
        return (keccak256(abi.encodePacked(a, s)), keccak256(abi.encode(a, s)), sha256(abi.encodePacked(s)), sha256(bytes(s)));
    }
    function hashMixed(uint8 a, int16 b, bool c, bytes3 d, uint72 e) external pure returns (bytes32, bytes32) {
        return (keccak256(abi.encodePacked(a, b, c, d, e)), keccak256(abi.encode(a, b, c, d, e)));
    }
    function hashArr(uint16[] memory xs) external pure returns (bytes32, bytes32) {
        return (keccak256(abi.encodePacked(xs)), keccak256(abi.encode(xs)));
    }
    function storeWord(string memory s) external {
        word = keccak256(bytes(s));
        sel = bytes4(word);
    }
    function memBytes(uint256 n) external pure returns (bytes memory out) {
        out = new bytes(n);
        for (uint256 i = 0; i < n; i++) out[i] = bytes1(uint8(65 + i));
    }
    function reverseStr(string memory s) external pure returns (string memory) {
        bytes memory b = bytes(s);
        bytes memory r = new bytes(b.length);
        for (uint256 i = 0; i < b.length; i++) r[i] = b[b.length - 1 - i];
        return string(r);
    }
    function emptyChecks(string memory s) external pure returns (bool, uint256) {
        return (bytes(s).length == 0, bytes(s).length);
    }
}
