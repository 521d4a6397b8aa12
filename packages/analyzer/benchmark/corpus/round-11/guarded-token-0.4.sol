pragma solidity 0.4.24;

contract GuardedToken {
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    // Refuses calls whose arguments were cut short by a client that dropped trailing zero bytes.
    modifier onlyPayloadSize(uint256 size) {
        require(msg.data.length >= size + 4);
        _;
    }

    constructor(uint256 supply) public {
        totalSupply = supply;
        balances[msg.sender] = supply;
    }

    function balanceOf(address who) public view returns (uint256) {
        return balances[who];
    }

    function transfer(address to, uint256 value) public onlyPayloadSize(2 * 32) returns (bool) {
        require(value <= balances[msg.sender]);
        balances[msg.sender] -= value;
        balances[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public onlyPayloadSize(3 * 32) returns (bool) {
        require(value <= balances[from] && value <= allowed[from][msg.sender]);
        balances[from] -= value;
        allowed[from][msg.sender] -= value;
        balances[to] += value;
        emit Transfer(from, to, value);
        return true;
    }

    // A spender must be set to zero before it gets a new non-zero allowance.
    function approve(address spender, uint256 value) public onlyPayloadSize(2 * 32) returns (bool) {
        require(value == 0 || allowed[msg.sender][spender] == 0);
        allowed[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function allowance(address owner, address spender) public view returns (uint256) {
        return allowed[owner][spender];
    }
}
