// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

contract SignedPayouts {
    bytes32 private constant PAYOUT_TYPEHASH =
        keccak256("Payout(address to,uint256 amount,uint256 nonce,uint256 deadline)");
    bytes32 private immutable DOMAIN_SEPARATOR;

    address public immutable signer;
    address public guardian;
    address public admin;
    mapping(address => uint256) public nonces;

    constructor(address signer_) payable {
        require(signer_ != address(0), "signer");
        signer = signer_;
        admin = msg.sender;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)"),
                keccak256("SignedPayouts"),
                block.chainid,
                address(this)
            )
        );
    }

    receive() external payable {}

    function payout(address payable to, uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp <= deadline, "expired");
        bytes32 structHash = keccak256(abi.encode(PAYOUT_TYPEHASH, to, amount, nonces[to]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash));
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0) && recovered == signer, "sig");
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "send");
    }

    function redeemVoucher(address payable to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 voucher = keccak256(abi.encode(block.chainid, address(this), to, amount));
        address recovered = ecrecover(voucher, v, r, s);
        require(recovered == guardian, "guardian");
        to.transfer(amount);
    }

    function setGuardian(address g) external {
        require(msg.sender == admin, "admin");
        guardian = g;
    }

    function voucherId(address to, uint256 amount) external view returns (bytes32) {
        return keccak256(abi.encodePacked(block.chainid, address(this), to, amount));
    }
}
