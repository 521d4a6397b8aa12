pragma solidity ^0.4.8;

contract HodlBank {
    address owner;
    mapping (address => uint) deposits;
    uint public releaseBlock;

    function HodlBank(uint _releaseBlock) {
        owner = msg.sender;
        releaseBlock = _releaseBlock;
    }

    function deposit() payable {
        deposits[msg.sender] += msg.value;
    }

    function withdraw() {
        if (block.number < releaseBlock) throw;
        var amount = deposits[msg.sender];
        if (!msg.sender.call.value(amount)()) throw;
        deposits[msg.sender] = 0;
    }

    function ticket() constant returns (bytes32) {
        return sha3(msg.sender, block.blockhash(block.number - 1));
    }

    function gasLeft() constant returns (uint) {
        return msg.gas;
    }

    function setOwner(address _owner) {
        owner = _owner;
    }

    function destroy() {
        if (msg.sender != owner) throw;
        suicide(owner);
    }
}
