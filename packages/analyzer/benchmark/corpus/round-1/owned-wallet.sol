pragma solidity ^0.5.11;

contract OwnedWallet {
    address payable public owner;
    mapping(address => bool) public guardians;

    event Received(address from, uint256 amount);

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function() external payable {
        emit Received(msg.sender, msg.value);
    }

    function addGuardian(address guardian) external onlyOwner {
        guardians[guardian] = true;
    }

    function pay(address payable to, uint256 amount) external onlyOwner {
        to.transfer(amount);
    }

    function close() external onlyOwner {
        selfdestruct(owner);
    }

    function emergencyShutdown(address payable beneficiary) external {
        require(guardians[beneficiary], "guardian");
        selfdestruct(beneficiary);
    }
}
