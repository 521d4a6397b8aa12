pragma solidity ^0.5.12;

contract NonceWallet {
    address public owner;
    address public pendingOwner;
    uint256 public nonce;

    constructor(address _owner) public {
        require(_owner != address(0));
        owner = _owner;
    }

    function() external payable {}

    function execute(address payable to, uint256 value, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 hash = keccak256(abi.encodePacked(address(this), to, value, nonce));
        address signer = ecrecover(hash, v, r, s);
        require(signer == owner, "owner signature");
        nonce += 1;
        to.transfer(value);
    }

    function transferOwnership(address newOwner) external {
        require(msg.sender == owner);
        pendingOwner = newOwner;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner);
        owner = pendingOwner;
    }
}
