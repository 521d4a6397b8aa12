pragma solidity ^0.5.0;

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

contract Treasury is Ownable {
    address public owner;
    uint256 public reserve;

    constructor(address _manager) public {
        require(_manager != address(0));
        owner = _manager;
    }

    function deposit() external payable {
        reserve += msg.value;
    }

    function release(address payable to, uint256 amount) external onlyOwner {
        require(amount <= reserve);
        reserve -= amount;
        to.transfer(amount);
    }
}

contract Registry is Ownable {
    address public registrar;

    function setRegistrar(address _registrar) external onlyOwner {
        require(_registrar != address(0));
        registrar = _registrar;
    }
}
