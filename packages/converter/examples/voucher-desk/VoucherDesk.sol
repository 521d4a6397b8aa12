// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Vouchers signed off-chain by an issuer key and redeemed on-chain by whoever holds them: the
/// signature is checked with `ecrecover` against the issuer's address, each voucher once.
contract VoucherDesk {
    address public issuer;
    address public owner;
    mapping(bytes32 => bool) public redeemed;
    mapping(address => uint256) public credit;
    uint256 public totalRedeemed;

    event Redeemed(bytes32 indexed voucher, address indexed holder, uint256 amount);
    event IssuerChanged(address previous, address next);

    error BadSignature(address recovered);
    error AlreadyRedeemed(bytes32 voucher);

    constructor(address issuer_) {
        issuer = issuer_;
        owner = msg.sender;
    }

    /// What the issuer signs for voucher `id` worth `amount`.
    function voucherHash(uint256 id, uint256 amount) public pure returns (bytes32) {
        return keccak256(abi.encode("voucher", id, amount));
    }

    /// The digest `eth_sign` / `personal_sign` produces for a 32-byte message.
    function toEthSignedMessageHash(bytes32 hash) public pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash));
    }

    function recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) public pure returns (address) {
        return ecrecover(digest, v, r, s);
    }

    function isIssuerSignature(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s)
        external
        view
        returns (bool)
    {
        address signer = ecrecover(toEthSignedMessageHash(voucherHash(id, amount)), v, r, s);
        return signer != address(0) && signer == issuer;
    }

    function redeem(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 voucher = voucherHash(id, amount);
        if (redeemed[voucher]) revert AlreadyRedeemed(voucher);
        address signer = ecrecover(toEthSignedMessageHash(voucher), v, r, s);
        if (signer == address(0) || signer != issuer) revert BadSignature(signer);
        redeemed[voucher] = true;
        credit[msg.sender] += amount;
        totalRedeemed += amount;
        emit Redeemed(voucher, msg.sender, amount);
    }

    function setIssuer(address next) external {
        require(msg.sender == owner, "owner only");
        require(next != address(0), "zero issuer");
        emit IssuerChanged(issuer, next);
        issuer = next;
    }
}
