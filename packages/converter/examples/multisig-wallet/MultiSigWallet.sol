// SPDX-License-Identifier: MIT
// MultiSigWallet: owners submit, confirm, revoke and execute native-coin payments once enough
// owners have confirmed; funds arrive through receive().
pragma solidity ^0.8.20;

contract MultiSigWallet {
    struct Transaction {
        address to;
        uint256 value;
        string memo;
        bool executed;
        uint256 numConfirmations;
    }

    address[] public owners;
    mapping(address => bool) public isOwner;
    uint256 public immutable numConfirmationsRequired;
    Transaction[] public transactions;
    mapping(uint256 => mapping(address => bool)) public isConfirmed;

    event Deposit(address indexed sender, uint256 amount, uint256 balance);
    event SubmitTransaction(address indexed owner, uint256 indexed txIndex, address indexed to, uint256 value, string memo);
    event ConfirmTransaction(address indexed owner, uint256 indexed txIndex);
    event RevokeConfirmation(address indexed owner, uint256 indexed txIndex);
    event ExecuteTransaction(address indexed owner, uint256 indexed txIndex);

    error NotOwner(address caller);
    error TxDoesNotExist(uint256 txIndex);
    error TxAlreadyExecuted(uint256 txIndex);
    error TxAlreadyConfirmed(uint256 txIndex, address owner);
    error NotEnoughConfirmations(uint256 have, uint256 required);

    modifier onlyOwner() {
        if (!isOwner[msg.sender]) revert NotOwner(msg.sender);
        _;
    }

    modifier txExists(uint256 txIndex) {
        if (txIndex >= transactions.length) revert TxDoesNotExist(txIndex);
        _;
    }

    modifier notExecuted(uint256 txIndex) {
        if (transactions[txIndex].executed) revert TxAlreadyExecuted(txIndex);
        _;
    }

    constructor(address[] memory owners_, uint256 required) {
        require(owners_.length > 0, "owners required");
        require(required > 0 && required <= owners_.length, "invalid number of required confirmations");
        for (uint256 i = 0; i < owners_.length; i++) {
            address owner = owners_[i];
            require(owner != address(0), "invalid owner");
            require(!isOwner[owner], "owner not unique");
            isOwner[owner] = true;
            owners.push(owner);
        }
        numConfirmationsRequired = required;
    }

    receive() external payable {
        emit Deposit(msg.sender, msg.value, address(this).balance);
    }

    function submitTransaction(address to, uint256 value, string calldata memo)
        external
        onlyOwner
        returns (uint256 txIndex)
    {
        txIndex = transactions.length;
        transactions.push(Transaction({to: to, value: value, memo: memo, executed: false, numConfirmations: 0}));
        emit SubmitTransaction(msg.sender, txIndex, to, value, memo);
    }

    function confirmTransaction(uint256 txIndex)
        external
        onlyOwner
        txExists(txIndex)
        notExecuted(txIndex)
    {
        if (isConfirmed[txIndex][msg.sender]) revert TxAlreadyConfirmed(txIndex, msg.sender);
        Transaction storage transaction = transactions[txIndex];
        transaction.numConfirmations += 1;
        isConfirmed[txIndex][msg.sender] = true;
        emit ConfirmTransaction(msg.sender, txIndex);
    }

    function executeTransaction(uint256 txIndex)
        external
        onlyOwner
        txExists(txIndex)
        notExecuted(txIndex)
    {
        Transaction storage transaction = transactions[txIndex];
        if (transaction.numConfirmations < numConfirmationsRequired) {
            revert NotEnoughConfirmations(transaction.numConfirmations, numConfirmationsRequired);
        }
        transaction.executed = true;
        (bool success, ) = transaction.to.call{value: transaction.value}("");
        require(success, "tx failed");
        emit ExecuteTransaction(msg.sender, txIndex);
    }

    function revokeConfirmation(uint256 txIndex)
        external
        onlyOwner
        txExists(txIndex)
        notExecuted(txIndex)
    {
        require(isConfirmed[txIndex][msg.sender], "tx not confirmed");
        transactions[txIndex].numConfirmations -= 1;
        isConfirmed[txIndex][msg.sender] = false;
        emit RevokeConfirmation(msg.sender, txIndex);
    }

    function getOwners() external view returns (address[] memory) {
        return owners;
    }

    function getTransactionCount() external view returns (uint256) {
        return transactions.length;
    }

    function getTransaction(uint256 txIndex)
        external
        view
        txExists(txIndex)
        returns (address to, uint256 value, string memory memo, bool executed, uint256 numConfirmations)
    {
        Transaction storage transaction = transactions[txIndex];
        return (transaction.to, transaction.value, transaction.memo, transaction.executed, transaction.numConfirmations);
    }
}
