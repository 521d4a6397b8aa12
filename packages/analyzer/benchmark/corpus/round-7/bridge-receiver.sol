// SPDX-License-Identifier: MIT
pragma solidity ^0.8.21;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract BridgeReceiver {
    uint256 public constant MAX_VALIDATORS = 21;
    address public owner;
    address[] public validators;
    mapping(address => bool) public isValidator;
    uint256 public threshold;
    mapping(bytes32 => bool) public processed;
    uint256 public outboundNonce;

    event Deposit(address indexed token, address indexed from, bytes32 recipient, uint256 amount, uint256 nonce);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(uint256 threshold_) {
        owner = msg.sender;
        threshold = threshold_;
    }

    function addValidator(address v) external onlyOwner {
        require(v != address(0) && !isValidator[v], "validator");
        require(validators.length < MAX_VALIDATORS, "full");
        validators.push(v);
        isValidator[v] = true;
    }

    function setThreshold(uint256 t) external {
        require(t > 0, "zero");
        threshold = t;
    }

    function validatorCount() external view returns (uint256 n) {
        for (uint256 i = 0; i < validators.length; i++) {
            if (isValidator[validators[i]]) n++;
        }
    }

    function deposit(address token, uint256 amount, bytes32 recipient) external {
        require(IERC20(token).transferFrom(msg.sender, address(this), amount), "pull");
        emit Deposit(token, msg.sender, recipient, amount, outboundNonce++);
    }

    function release(address token, address to, uint256 amount, bytes32 sourceTx, bytes[] calldata sigs) external {
        bytes32 digest = keccak256(abi.encode(block.chainid, address(this), token, to, amount, sourceTx));
        require(!processed[digest], "processed");
        processed[digest] = true;
        require(sigs.length >= threshold, "quorum");
        address last;
        for (uint256 i = 0; i < sigs.length; i++) {
            address signer = recover(digest, sigs[i]);
            require(signer > last && isValidator[signer], "signer");
            last = signer;
        }
        IERC20(token).transfer(to, amount);
    }

    function recover(bytes32 digest, bytes calldata sig) internal pure returns (address) {
        require(sig.length == 65, "length");
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        require(uint256(s) <= 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0, "s");
        return ecrecover(digest, v, r, s);
    }
}
