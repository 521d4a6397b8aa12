// SPDX-License-Identifier: MIT
// PiggyBankFactory: deploys one PiggyBank per savings goal with `new`, forwarding the first
// deposit; each bank only opens for its owner once its goal is reached.
pragma solidity ^0.8.20;

contract PiggyBank {
    address public immutable owner;
    address public immutable factory;
    string public goalName;
    uint256 public immutable goal;
    bool public broken;

    event Deposited(address indexed from, uint256 amount, uint256 total);
    event Broken(address indexed owner, uint256 amount);

    error GoalNotReached(uint256 balance, uint256 goal);

    constructor(address owner_, string memory goalName_, uint256 goal_) payable {
        owner = owner_;
        factory = msg.sender;
        goalName = goalName_;
        goal = goal_;
        if (msg.value > 0) {
            emit Deposited(owner_, msg.value, msg.value);
        }
    }

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        require(!broken, "PiggyBank: already broken");
        require(msg.value > 0, "PiggyBank: empty deposit");
        emit Deposited(msg.sender, msg.value, address(this).balance);
    }

    function breakOpen() external {
        require(msg.sender == owner, "PiggyBank: not the owner");
        uint256 amount = address(this).balance;
        if (amount < goal) revert GoalNotReached(amount, goal);
        broken = true;
        payable(owner).transfer(amount);
        emit Broken(owner, amount);
    }

    function progress() external view returns (uint256 saved, uint256 target, bool reached) {
        saved = address(this).balance;
        target = goal;
        reached = saved >= goal;
    }
}

contract PiggyBankFactory {
    PiggyBank[] public banks;
    mapping(address => PiggyBank[]) private _banksOf;

    event BankCreated(address indexed owner, address bank, string goalName, uint256 goal);

    function create(string calldata goalName, uint256 goal) external payable returns (PiggyBank bank) {
        require(bytes(goalName).length > 0, "PiggyBankFactory: name required");
        require(goal > 0, "PiggyBankFactory: goal is zero");
        bank = new PiggyBank{value: msg.value}(msg.sender, goalName, goal);
        banks.push(bank);
        _banksOf[msg.sender].push(bank);
        emit BankCreated(msg.sender, address(bank), goalName, goal);
    }

    function banksOf(address owner) external view returns (PiggyBank[] memory) {
        return _banksOf[owner];
    }

    function bankCount() external view returns (uint256) {
        return banks.length;
    }
}
