pragma solidity ^0.6.2;

contract DonationBox {
    address public beneficiary;
    uint256 public totalDonated;
    mapping(address => uint256) public donatedBy;

    event Donated(address indexed donor, uint256 amount);

    constructor(address _beneficiary) public {
        require(_beneficiary != address(0), "beneficiary");
        beneficiary = _beneficiary;
    }

    function donate() external payable {
        require(msg.value > 0, "empty");
        donatedBy[msg.sender] += msg.value;
        totalDonated += msg.value;
        emit Donated(msg.sender, msg.value);
    }

    receive() external payable {
        donatedBy[msg.sender] += msg.value;
        totalDonated += msg.value;
    }
}

contract TipJar {
    address payable public owner;

    constructor() public {
        owner = msg.sender;
    }

    receive() external payable {}

    function collect() external {
        require(msg.sender == owner, "owner");
        owner.transfer(address(this).balance);
    }
}
