// SPDX-License-Identifier: MIT
pragma solidity 0.6.12;

contract ModifierApproveToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) public {
        balanceOf[msg.sender] = supply;
    }

    modifier resetFirst(address spender, uint256 value) {
        require(value == 0 || allowance[msg.sender][spender] == 0, "set to zero first");
        _;
    }

    function approve(address spender, uint256 value) external resetFirst(spender, value) returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(allowance[from][msg.sender] >= value, "allowance");
        require(balanceOf[from] >= value, "balance");
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        return true;
    }
}
