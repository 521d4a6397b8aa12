// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A wallet whose owner queues transactions and executes them later with a low-level call:
/// payments (empty data), calls to other contracts (ABI data of a function of this file) and
/// calls to the wallet itself (its own functions, reachable only that way).
contract GuardedWallet {
    struct Transaction {
        address to;
        uint256 value;
        bytes data;
        bool done;
    }

    address public owner;
    uint256 public limit;
    mapping(address => bool) public guardians;
    Transaction[] public transactions;

    event Queued(uint256 indexed id, address to, uint256 value, bytes data);
    event Executed(uint256 indexed id, bool ok, bytes result);
    event Tried(uint256 amount, bool ok);
    event GuardianAdded(address guardian);
    event LimitRaised(uint256 limit);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    modifier onlyWallet() {
        require(msg.sender == address(this), "only through a transaction");
        _;
    }

    constructor() payable {
        owner = msg.sender;
        limit = 10;
    }

    receive() external payable {}

    function queue(address to, uint256 value, bytes calldata data) external onlyOwner returns (uint256 id) {
        id = transactions.length;
        transactions.push(Transaction(to, value, data, false));
        emit Queued(id, to, value, data);
    }

    /// Queues a call to the wallet itself, built with the function's selector.
    function queueAddGuardian(address guardian) external onlyOwner returns (uint256 id) {
        bytes memory data = abi.encodeWithSelector(this.addGuardian.selector, guardian);
        id = transactions.length;
        transactions.push(Transaction(address(this), 0, data, false));
        emit Queued(id, address(this), 0, data);
    }

    function queueRaiseLimit(uint256 amount) external onlyOwner returns (uint256 id) {
        bytes memory data = abi.encodeWithSignature("raiseLimit(uint256)", amount);
        id = transactions.length;
        transactions.push(Transaction(address(this), 0, data, false));
        emit Queued(id, address(this), 0, data);
    }

    function execute(uint256 id) external onlyOwner {
        Transaction storage t = transactions[id];
        require(!t.done, "already executed");
        t.done = true;
        (bool ok, bytes memory result) = t.to.call{value: t.value}(t.data);
        require(ok, "transaction failed");
        emit Executed(id, ok, result);
    }

    /// Raises the limit now if it can, reporting whether it did.
    function tryRaise(uint256 amount) external onlyOwner {
        (bool ok, ) = address(this).call(abi.encodeCall(this.raiseLimit, (amount)));
        emit Tried(amount, ok);
    }

    /// Asks for a raise and does not care whether it worked.
    function nudge(uint256 amount) external onlyOwner {
        address(this).call(abi.encodeWithSignature("raiseLimit(uint256)", amount));
    }

    function addGuardian(address guardian) external onlyWallet {
        guardians[guardian] = true;
        emit GuardianAdded(guardian);
    }

    function raiseLimit(uint256 amount) external onlyWallet returns (uint256) {
        require(amount > limit, "not a raise");
        limit = amount;
        emit LimitRaised(amount);
        return limit;
    }

    function count() external view returns (uint256) {
        return transactions.length;
    }
}

/// A contract the wallet calls with ABI data of its functions.
contract Counter {
    uint256 public total;
    address public lastCaller;

    event Added(address by, uint256 amount, uint256 total);

    function add(uint256 amount) external payable returns (uint256) {
        require(amount > 0, "nothing to add");
        total += amount;
        lastCaller = msg.sender;
        emit Added(msg.sender, amount, total);
        return total;
    }
}
