// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

library MerkleProofLib {
    function verify(bytes32[] calldata proof, bytes32 root, bytes32 leaf) internal pure returns (bool) {
        bytes32 computed = leaf;
        for (uint256 i = 0; i < proof.length; ++i) {
            bytes32 p = proof[i];
            computed = computed < p ? keccak256(abi.encodePacked(computed, p)) : keccak256(abi.encodePacked(p, computed));
        }
        return computed == root;
    }
}

contract MerkleDistributor {
    IERC20 public immutable token;
    address public owner;
    bytes32 public merkleRoot;
    uint256 public claimDeadline;
    mapping(uint256 => uint256) private claimedBitMap;

    event Claimed(uint256 index, address account, uint256 amount);

    constructor(IERC20 token_, bytes32 root_) {
        token = token_;
        merkleRoot = root_;
        owner = msg.sender;
        claimDeadline = block.timestamp + 180 days;
    }

    function isClaimed(uint256 index) public view returns (bool) {
        uint256 word = claimedBitMap[index / 256];
        uint256 mask = 1 << (index % 256);
        return word & mask == mask;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata proof) external {
        require(block.timestamp < claimDeadline, "closed");
        require(!isClaimed(index), "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(index, account, amount));
        require(MerkleProofLib.verify(proof, merkleRoot, leaf), "proof");
        claimedBitMap[index / 256] |= 1 << (index % 256);
        require(token.transfer(account, amount), "transfer");
        emit Claimed(index, account, amount);
    }

    function updateRoot(bytes32 newRoot) external {
        merkleRoot = newRoot;
    }

    function sweep(address to) external {
        require(msg.sender == owner, "owner");
        require(block.timestamp >= claimDeadline, "active");
        token.transfer(to, token.balanceOf(address(this)));
    }
}
