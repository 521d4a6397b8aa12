pragma solidity ^0.4.24;

contract TypoToken {
    mapping(address => uint256) public balances;
    uint256 public totalSupply;
    uint8 public decimals;
    address public owner;

    constructor(uint8 _decimals, uint256 _supply) public {
        owner = msg.sender;
        decimals = decimals;
        totalSupply = _supply;
        balances[msg.sender] = _supply;
    }

    function mint(uint256 amount) public {
        require(msg.sender == owner);
        balances[owner] =+ amount;
        totalSupply += amount;
    }

    function transfer(address to, uint256 amount) public returns (bool) {
        require(amount >= 0);
        require(balances[msg.sender] >= amount);
        balances[msg.sender] -= amount;
        balances[to] += amount;
        return true;
    }
}
