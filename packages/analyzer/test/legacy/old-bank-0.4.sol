pragma solidity ^0.4.11;

contract OldBank {
    address owner;
    mapping (address => uint) balances;

    function OldBank() {
        owner = msg.sender;
    }

    function deposit() payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint amount) {
        if (balances[msg.sender] < amount) throw;
        var sent = msg.sender.call.value(amount)();
        balances[msg.sender] -= amount;
    }

    function id() constant returns (bytes32) {
        return sha3(msg.sender, block.blockhash(block.number - 1));
    }

    function gasLeft() constant returns (uint) {
        return msg.gas;
    }

    function proxy(address lib) {
        lib.callcode(bytes4(sha3("run()")));
    }

    function kill() {
        suicide(msg.sender);
    }
}
