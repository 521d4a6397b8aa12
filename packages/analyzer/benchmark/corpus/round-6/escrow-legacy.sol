pragma solidity ^0.4.23;

contract LegacyEscrow {
    address public arbiter;
    mapping(uint256 => address) public buyers;
    mapping(uint256 => address) public sellers;
    mapping(uint256 => uint256) public amounts;
    uint256 public count;

    constructor(address _arbiter) public {
        arbiter = _arbiter;
    }

    function open(address seller) public payable returns (uint256 id) {
        id = count++;
        buyers[id] = msg.sender;
        sellers[id] = seller;
        amounts[id] = msg.value;
    }

    function release(uint256 id) public {
        require(msg.sender == buyers[id] || msg.sender == arbiter);
        uint256 amount = amounts[id];
        sellers[id].call.value(amount)();
        amounts[id] = 0;
    }

    function refund(uint256 id) public {
        require(msg.sender == arbiter);
        uint256 amount = amounts[id];
        amounts[id] = 0;
        buyers[id].transfer(amount);
    }

    function payArbiter(address to, uint256 amount) public {
        require(tx.origin == arbiter);
        to.transfer(amount);
    }
}
