pragma solidity ^0.4.22;

contract Phishable {
    address public owner;

    constructor (address _owner) public {
        require(_owner != address(0));
        owner = _owner;
    }

    function () public payable {}

    function withdrawAll(address _recipient) public {
        require(tx.origin == owner);
        _recipient.transfer(this.balance);
    }

    function withdrawTo(address _recipient, uint _amount) public {
        require(msg.sender == owner);
        _recipient.transfer(_amount);
    }

    function isHuman() public view returns (bool) {
        return msg.sender == tx.origin;
    }
}
