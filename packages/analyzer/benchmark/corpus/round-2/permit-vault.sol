// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

contract PermitVault {
    IERC20 public immutable token;
    mapping(address => uint256) public shares;
    mapping(bytes32 => bool) public usedDigests;

    constructor(IERC20 _token) {
        token = _token;
    }

    function withdrawWithSig(address account, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, account, amount));
        address signer = ecrecover(digest, v, r, s);
        require(signer == account, "signature");
        shares[account] -= amount;
        require(token.transfer(account, amount), "push");
    }

    function withdrawWithSigOnce(address account, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), block.chainid, account, amount));
        require(!usedDigests[digest], "used");
        usedDigests[digest] = true;
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == account, "signature");
        shares[account] -= amount;
        require(token.transfer(account, amount), "push");
    }

    function deposit(uint256 amount) external {
        token.transferFrom(msg.sender, address(this), amount);
        shares[msg.sender] += amount;
    }
}
