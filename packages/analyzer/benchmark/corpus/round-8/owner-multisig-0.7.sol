// SPDX-License-Identifier: LGPL-3.0-only
pragma solidity >=0.7.0 <0.8.0;

contract OwnerMultisig {
    address internal constant SENTINEL = address(0x1);
    mapping(address => address) internal owners;
    uint256 public ownerCount;
    uint256 public threshold;
    uint256 public nonce;

    modifier authorized() {
        require(msg.sender == address(this), "GS031");
        _;
    }

    constructor(address[] memory _owners, uint256 _threshold) {
        require(_threshold > 0 && _threshold <= _owners.length, "GS201");
        address current = SENTINEL;
        for (uint256 i = 0; i < _owners.length; i++) {
            address owner = _owners[i];
            require(owner != address(0) && owner != SENTINEL && owners[owner] == address(0), "GS203");
            owners[current] = owner;
            current = owner;
        }
        owners[current] = SENTINEL;
        ownerCount = _owners.length;
        threshold = _threshold;
    }

    receive() external payable {}

    function execTransaction(address to, uint256 value, bytes calldata data, bytes calldata signatures) external returns (bool success) {
        bytes32 txHash = keccak256(abi.encode(block.chainid, address(this), to, value, keccak256(data), nonce));
        nonce++;
        checkSignatures(txHash, signatures);
        (success, ) = to.call{value: value}(data);
        require(success, "GS013");
    }

    function checkSignatures(bytes32 dataHash, bytes memory signatures) internal view {
        require(signatures.length >= threshold * 65, "GS020");
        address lastOwner = address(0);
        for (uint256 i = 0; i < threshold; i++) {
            (uint8 v, bytes32 r, bytes32 s) = signatureSplit(signatures, i);
            address currentOwner = ecrecover(dataHash, v, r, s);
            require(currentOwner > lastOwner && owners[currentOwner] != address(0) && currentOwner != SENTINEL, "GS026");
            lastOwner = currentOwner;
        }
    }

    function signatureSplit(bytes memory signatures, uint256 pos) internal pure returns (uint8 v, bytes32 r, bytes32 s) {
        assembly {
            let signaturePos := mul(0x41, pos)
            r := mload(add(signatures, add(signaturePos, 0x20)))
            s := mload(add(signatures, add(signaturePos, 0x40)))
            v := and(mload(add(signatures, add(signaturePos, 0x41))), 0xff)
        }
    }

    function addOwner(address owner) external authorized {
        require(owner != address(0) && owner != SENTINEL && owners[owner] == address(0), "GS204");
        owners[owner] = owners[SENTINEL];
        owners[SENTINEL] = owner;
        ownerCount++;
    }

    function changeThreshold(uint256 _threshold) external {
        require(_threshold > 0 && _threshold <= ownerCount, "GS201");
        threshold = _threshold;
    }
}
