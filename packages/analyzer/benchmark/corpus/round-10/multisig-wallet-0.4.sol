pragma solidity ^0.4.15;

contract MultiSigWallet {
    uint constant public MAX_OWNER_COUNT = 50;

    mapping (uint => Transaction) public transactions;
    mapping (uint => mapping (address => bool)) public confirmations;
    mapping (address => bool) public isOwner;
    address[] public owners;
    uint public required;
    uint public transactionCount;

    struct Transaction {
        address destination;
        uint value;
        bytes data;
        bool executed;
    }

    modifier onlyWallet() {
        require(msg.sender == address(this));
        _;
    }

    modifier ownerDoesNotExist(address owner) {
        require(!isOwner[owner]);
        _;
    }

    modifier ownerExists(address owner) {
        require(isOwner[owner]);
        _;
    }

    modifier notConfirmed(uint transactionId, address owner) {
        require(!confirmations[transactionId][owner]);
        _;
    }

    modifier notExecuted(uint transactionId) {
        require(!transactions[transactionId].executed);
        _;
    }

    modifier validRequirement(uint ownerCount, uint _required) {
        require(ownerCount <= MAX_OWNER_COUNT && _required <= ownerCount && _required != 0 && ownerCount != 0);
        _;
    }

    function() public payable {
    }

    function MultiSigWallet(address[] _owners, uint _required) public validRequirement(_owners.length, _required) {
        for (uint i = 0; i < _owners.length; i++) {
            require(!isOwner[_owners[i]] && _owners[i] != 0);
            isOwner[_owners[i]] = true;
        }
        owners = _owners;
        required = _required;
    }

    function addOwner(address owner) public onlyWallet ownerDoesNotExist(owner) validRequirement(owners.length + 1, required) {
        require(owner != 0);
        isOwner[owner] = true;
        owners.push(owner);
    }

    function changeRequirement(uint _required) public validRequirement(owners.length, _required) {
        required = _required;
    }

    function submitTransaction(address destination, uint value, bytes data) public ownerExists(msg.sender) returns (uint transactionId) {
        transactionId = transactionCount;
        transactions[transactionId] = Transaction(destination, value, data, false);
        transactionCount += 1;
        confirmTransaction(transactionId);
    }

    function confirmTransaction(uint transactionId) public ownerExists(msg.sender) notConfirmed(transactionId, msg.sender) {
        require(transactions[transactionId].destination != 0);
        confirmations[transactionId][msg.sender] = true;
        executeTransaction(transactionId);
    }

    function executeTransaction(uint transactionId) public ownerExists(msg.sender) notExecuted(transactionId) {
        if (isConfirmed(transactionId)) {
            Transaction storage txn = transactions[transactionId];
            txn.executed = true;
            if (!txn.destination.call.value(txn.value)(txn.data))
                txn.executed = false;
        }
    }

    function isConfirmed(uint transactionId) public view returns (bool) {
        uint count = 0;
        for (uint i = 0; i < owners.length; i++) {
            if (confirmations[transactionId][owners[i]])
                count += 1;
            if (count == required)
                return true;
        }
    }
}
