// SPDX-License-Identifier: MIT
pragma solidity ^0.7.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract Timelock {
    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    event QueueTransaction(bytes32 indexed txHash, address indexed target, uint256 value, bytes data, uint256 eta);

    constructor(address admin_, uint256 delay_) {
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "delay");
        require(admin_ != address(0), "admin");
        admin = admin_;
        delay = delay_;
    }

    receive() external payable {}

    function setDelay(uint256 delay_) public {
        require(msg.sender == address(this), "Timelock::setDelay: Call must come from Timelock.");
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "delay");
        delay = delay_;
    }

    function setPendingAdmin(address pendingAdmin_) public {
        require(msg.sender == address(this), "Timelock::setPendingAdmin: Call must come from Timelock.");
        pendingAdmin = pendingAdmin_;
    }

    function acceptAdmin() public {
        require(msg.sender == pendingAdmin, "pending");
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    function queueTransaction(address target, uint256 value, bytes memory data, uint256 eta) public returns (bytes32) {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        bytes32 txHash = keccak256(abi.encode(target, value, data, eta));
        queuedTransactions[txHash] = true;
        emit QueueTransaction(txHash, target, value, data, eta);
        return txHash;
    }

    function executeTransaction(address target, uint256 value, bytes memory data, uint256 eta) public payable returns (bytes memory) {
        require(msg.sender == admin, "admin");
        bytes32 txHash = keccak256(abi.encode(target, value, data, eta));
        require(queuedTransactions[txHash], "not queued");
        require(block.timestamp >= eta, "locked");
        require(block.timestamp <= eta + GRACE_PERIOD, "stale");
        queuedTransactions[txHash] = false;
        (bool success, bytes memory returnData) = target.call{value: value}(data);
        require(success, "reverted");
        return returnData;
    }

    function sweepToken(IERC20 token, uint256 amount) external {
        require(msg.sender == admin, "admin");
        token.transfer(admin, amount);
    }
}
