pragma solidity ^0.5.0;

contract CheckedToken {
    mapping(address => uint256) public balances;
    uint256 public totalSupply;
    address public owner;
    uint256 public cap;

    constructor(uint256 _cap) public {
        owner = msg.sender;
        cap = cap;
    }

    function mint(address to, uint256 amount) public {
        require(msg.sender == owner);
        require(totalSupply + amount <= cap);
        totalSupply += amount;
        balances[to] += amount;
    }

    function burn(uint256 amount) public {
        require(amount > 0);
        require(balances[msg.sender] >= 0);
        balances[msg.sender] -= amount;
        totalSupply -= amount;
    }

    function send(address to, uint256 amount) public {
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }
}
