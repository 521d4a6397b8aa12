// SPDX-License-Identifier: MIT
// SavingsBank: customers open accounts by depositing, withdraw, move funds between accounts and
// close them; a manager can freeze accounts; a pure helper quotes compound interest.
pragma solidity ^0.8.20;

contract SavingsBank {
    struct Account {
        uint256 balance;
        uint64 openedAt;
        uint32 deposits;
        bool frozen;
    }

    address public immutable manager;
    mapping(address => Account) public accounts;
    address[] public customers;
    mapping(address => uint256) private _customerIndex;
    uint256 public totalDeposits;

    event AccountOpened(address indexed customer, uint64 openedAt);
    event Deposit(address indexed customer, uint256 amount, uint256 balance);
    event Withdrawal(address indexed customer, uint256 amount, uint256 balance);
    event InternalTransfer(address indexed from, address indexed to, uint256 amount);
    event AccountFrozen(address indexed customer, bool frozen);
    event AccountClosed(address indexed customer, uint256 payout);

    error InsufficientFunds(uint256 balance, uint256 requested);
    error NoAccount(address customer);
    error Frozen(address customer);

    modifier hasAccount(address customer) {
        if (accounts[customer].openedAt == 0) revert NoAccount(customer);
        _;
    }

    modifier notFrozen() {
        if (accounts[msg.sender].frozen) revert Frozen(msg.sender);
        _;
    }

    constructor() {
        manager = msg.sender;
    }

    function deposit() external payable notFrozen {
        require(msg.value > 0, "zero deposit");
        Account storage account = accounts[msg.sender];
        if (account.openedAt == 0) {
            account.openedAt = uint64(block.timestamp);
            _customerIndex[msg.sender] = customers.length;
            customers.push(msg.sender);
            emit AccountOpened(msg.sender, account.openedAt);
        }
        account.balance += msg.value;
        account.deposits += 1;
        totalDeposits += msg.value;
        emit Deposit(msg.sender, msg.value, account.balance);
    }

    function withdraw(uint256 amount) external hasAccount(msg.sender) notFrozen {
        Account storage account = accounts[msg.sender];
        if (amount > account.balance) revert InsufficientFunds(account.balance, amount);
        account.balance -= amount;
        totalDeposits -= amount;
        payable(msg.sender).transfer(amount);
        emit Withdrawal(msg.sender, amount, account.balance);
    }

    function transferTo(address to, uint256 amount) external hasAccount(msg.sender) hasAccount(to) notFrozen {
        Account storage from = accounts[msg.sender];
        if (amount > from.balance) revert InsufficientFunds(from.balance, amount);
        unchecked {
            from.balance -= amount;
        }
        accounts[to].balance += amount;
        emit InternalTransfer(msg.sender, to, amount);
    }

    function setFrozen(address customer, bool frozen) external hasAccount(customer) {
        require(msg.sender == manager, "only manager");
        accounts[customer].frozen = frozen;
        emit AccountFrozen(customer, frozen);
    }

    function closeAccount() external hasAccount(msg.sender) notFrozen {
        uint256 payout = accounts[msg.sender].balance;
        uint256 index = _customerIndex[msg.sender];
        address last = customers[customers.length - 1];
        customers[index] = last;
        _customerIndex[last] = index;
        customers.pop();
        delete _customerIndex[msg.sender];
        delete accounts[msg.sender];
        totalDeposits -= payout;
        payable(msg.sender).transfer(payout);
        emit AccountClosed(msg.sender, payout);
    }

    function customerCount() external view returns (uint256) {
        return customers.length;
    }

    function allCustomers() external view returns (address[] memory) {
        return customers;
    }

    function quoteCompound(uint256 principal, uint16 rateBps, uint8 periods) external pure returns (uint256) {
        return (principal * (10_000 + uint256(rateBps)) ** periods) / 10_000 ** periods;
    }
}
