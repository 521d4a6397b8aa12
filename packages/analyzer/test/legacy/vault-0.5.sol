pragma solidity ^0.5.0;

contract Vault05 {
    address payable public owner;
    mapping(address => uint256) public balances;

    constructor() public {
        owner = msg.sender;
    }

    function() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdrawAll(address payable to) public {
        require(tx.origin == owner);
        to.transfer(address(this).balance);
    }

    function refund(address payable to, uint256 amount) public {
        to.send(amount);
    }
}
