pragma solidity ^0.5.16;

contract MultiSigRelay {
    address[] public signers;
    mapping(address => bool) public isSigner;
    uint256 public threshold;
    uint256 public nonce;

    constructor(address[] memory _signers, uint256 _threshold) public {
        require(_threshold > 0 && _threshold <= _signers.length, "threshold");
        for (uint256 i = 0; i < _signers.length; i++) {
            require(_signers[i] != address(0), "zero signer");
            isSigner[_signers[i]] = true;
        }
        signers = _signers;
        threshold = _threshold;
    }

    function() external payable {}

    function recover(bytes32 hash, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        address signer = ecrecover(hash, v, r, s);
        require(signer != address(0), "invalid signature");
        return signer;
    }

    function executeUnsafe(address payable to, uint256 value, uint8[] memory v, bytes32[] memory r, bytes32[] memory s) public {
        bytes32 hash = keccak256(abi.encodePacked(address(this), to, value));
        checkSignatures(hash, v, r, s);
        to.transfer(value);
    }

    function execute(address payable to, uint256 value, uint8[] memory v, bytes32[] memory r, bytes32[] memory s) public {
        bytes32 hash = keccak256(abi.encodePacked(address(this), to, value, nonce));
        nonce++;
        checkSignatures(hash, v, r, s);
        to.transfer(value);
    }

    function checkSignatures(bytes32 hash, uint8[] memory v, bytes32[] memory r, bytes32[] memory s) internal view {
        require(v.length >= threshold, "signatures");
        address last = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            address signer = recover(hash, v[i], r[i], s[i]);
            require(isSigner[signer] && signer > last, "bad signer");
            last = signer;
        }
    }
}
