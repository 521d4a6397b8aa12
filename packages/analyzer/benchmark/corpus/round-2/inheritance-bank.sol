pragma solidity ^0.6.0;

contract Base {
    address internal admin;
    uint256 internal fee = 10;

    constructor() public {
        admin = msg.sender;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    function setFee(uint256 _fee) external onlyAdmin {
        fee = _fee;
    }
}

contract Bank is Base {
    address internal admin;
    uint256 public reserves;
    mapping(address => uint256) public deposits;

    function deposit() external payable {
        deposits[msg.sender] += msg.value;
        reserves += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(deposits[msg.sender] >= amount, "balance");
        uint256 charge = amount * fee / 100;
        deposits[msg.sender] -= amount;
        reserves -= amount - charge;
        msg.sender.transfer(amount - charge);
    }

    function withdrawFees(address payable to) external onlyAdmin {
        to.transfer(address(this).balance - reserves);
    }
}
