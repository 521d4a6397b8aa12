// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// EIP-2612 permits on an EIP-712 domain cached at deployment, rebuilt when the chain id or the
/// contract address differs from the cached one (OpenZeppelin's EIP712 pattern).
contract PermitDomain {
    bytes32 private constant TYPE_HASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    bytes32 private immutable _cachedDomainSeparator;
    uint256 private immutable _cachedChainId;
    address private immutable _cachedThis;

    mapping(address => uint256) public nonces;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC2612ExpiredSignature(uint256 deadline);
    error ERC2612InvalidSigner(address signer, address owner);

    constructor() {
        _cachedChainId = block.chainid;
        _cachedThis = address(this);
        _cachedDomainSeparator = _buildDomainSeparator();
    }

    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(abi.encode(TYPE_HASH, keccak256("Permit Domain"), keccak256("1"), block.chainid, address(this)));
    }

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        if (address(this) == _cachedThis && block.chainid == _cachedChainId) {
            return _cachedDomainSeparator;
        }
        return _buildDomainSeparator();
    }

    function domainIsCached() external view returns (bool) {
        return DOMAIN_SEPARATOR() == _cachedDomainSeparator && _buildDomainSeparator() == _cachedDomainSeparator;
    }

    function chainId() external view returns (uint256) {
        return block.chainid;
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (block.timestamp > deadline) revert ERC2612ExpiredSignature(deadline);
        bytes32 structHash = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        address signer = ecrecover(digest, v, r, s);
        if (signer != owner) revert ERC2612InvalidSigner(signer, owner);
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }
}
