// SPDX-License-Identifier: MIT
// TimelockTreasury: an admin queues native-coin payments that can only execute after a minimum
// delay and before a grace period ends; queued operations can be cancelled; admin changes are two-step.
pragma solidity ^0.8.20;

contract TimelockTreasury {
    enum OpState {
        Unset,
        Queued,
        Executed,
        Cancelled
    }

    struct Operation {
        address payable target;
        uint256 amount;
        string description;
        uint256 eta;
        OpState state;
    }

    uint256 public constant MIN_DELAY = 1 days;
    uint256 public constant GRACE_PERIOD = 7 days;

    address public admin;
    address public pendingAdmin;
    Operation[] public operations;
    mapping(bytes32 => bool) public queuedHashes;

    event Received(address indexed from, uint256 amount);
    event Queued(uint256 indexed id, bytes32 hash, address target, uint256 amount, uint256 eta);
    event Executed(uint256 indexed id, address target, uint256 amount);
    event Cancelled(uint256 indexed id);
    event NewPendingAdmin(address indexed pendingAdmin);
    event NewAdmin(address indexed admin);

    error OnlyAdmin(address caller);
    error EtaTooSoon(uint256 eta, uint256 earliest);
    error NotReady(uint256 id, uint256 eta);
    error Stale(uint256 id, uint256 expiredAt);
    error NotQueued(uint256 id, OpState state);

    modifier onlyAdmin() {
        if (msg.sender != admin) revert OnlyAdmin(msg.sender);
        _;
    }

    constructor(address admin_) {
        admin = admin_;
    }

    receive() external payable {
        emit Received(msg.sender, msg.value);
    }

    function hashOperation(address target, uint256 amount, uint256 eta) public pure returns (bytes32) {
        return keccak256(abi.encode(target, amount, eta));
    }

    function queue(address payable target, uint256 amount, string calldata description, uint256 eta)
        external
        onlyAdmin
        returns (uint256 id)
    {
        uint256 earliest = block.timestamp + MIN_DELAY;
        if (eta < earliest) revert EtaTooSoon(eta, earliest);
        bytes32 hash = hashOperation(target, amount, eta);
        require(!queuedHashes[hash], "operation already queued");
        queuedHashes[hash] = true;
        id = operations.length;
        operations.push(Operation(target, amount, description, eta, OpState.Queued));
        emit Queued(id, hash, target, amount, eta);
    }

    function cancel(uint256 id) external onlyAdmin {
        Operation storage op = _queued(id);
        op.state = OpState.Cancelled;
        delete queuedHashes[hashOperation(op.target, op.amount, op.eta)];
        emit Cancelled(id);
    }

    function execute(uint256 id) external onlyAdmin {
        Operation storage op = _queued(id);
        if (block.timestamp < op.eta) revert NotReady(id, op.eta);
        if (block.timestamp > op.eta + GRACE_PERIOD) revert Stale(id, op.eta + GRACE_PERIOD);
        op.state = OpState.Executed;
        delete queuedHashes[hashOperation(op.target, op.amount, op.eta)];
        (bool ok, ) = op.target.call{value: op.amount}("");
        require(ok, "payment failed");
        emit Executed(id, op.target, op.amount);
    }

    function setPendingAdmin(address next) external onlyAdmin {
        pendingAdmin = next;
        emit NewPendingAdmin(next);
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "not the pending admin");
        admin = msg.sender;
        pendingAdmin = address(0);
        emit NewAdmin(msg.sender);
    }

    function operationCount() external view returns (uint256) {
        return operations.length;
    }

    function _queued(uint256 id) private view returns (Operation storage op) {
        op = operations[id];
        if (op.state != OpState.Queued) revert NotQueued(id, op.state);
    }
}
