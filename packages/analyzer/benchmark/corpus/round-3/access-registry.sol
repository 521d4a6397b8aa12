pragma solidity ^0.5.17;

contract AccessRegistry {
    mapping(address => bool) public admins;
    mapping(address => bool) public banned;
    mapping(address => string) public names;
    address public treasury;

    constructor() public {
        admins[msg.sender] = true;
    }

    function addAdmin(address a) external {
        require(admins[msg.sender], "admin");
        admins[a] = true;
    }

    function setName(string calldata name) external {
        require(!banned[msg.sender], "banned");
        names[msg.sender] = name;
    }

    function setTreasury(address t) external {
        require(!banned[msg.sender], "banned");
        require(t != address(0), "zero");
        treasury = t;
    }

    function setTreasuryAdmin(address t) external {
        require(admins[msg.sender], "admin");
        require(t != address(0), "zero");
        treasury = t;
    }

    function pay(uint256 amount) external {
        require(admins[msg.sender], "admin");
        address(uint160(treasury)).transfer(amount);
    }

    function sweep(address payable to) external {
        require(!banned[msg.sender], "banned");
        to.transfer(address(this).balance);
    }

    function() external payable {}
}
