// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract SignedAirdrop {
    IERC20 public token;
    address public signer;
    address public admin;
    mapping(address => uint256) public nonces;

    constructor(IERC20 _token) {
        token = _token;
        admin = msg.sender;
    }

    function setSigner(address _signer) external {
        require(msg.sender == admin, "admin");
        signer = _signer;
    }

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", keccak256(abi.encodePacked(msg.sender, amount))));
        address recovered = ecrecover(digest, v, r, s);
        require(recovered == signer, "bad signature");
        require(token.transfer(msg.sender, amount), "transfer");
    }

    function claimOnce(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        uint256 nonce = nonces[msg.sender]++;
        bytes32 digest = keccak256(
            abi.encode(block.chainid, address(this), msg.sender, amount, nonce, deadline)
        );
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0) && recovered == signer, "bad signature");
        require(token.transfer(msg.sender, amount), "transfer");
    }
}
