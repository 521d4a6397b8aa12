pragma solidity ^0.4.18;

contract PrivateBank {
    address public owner;
    mapping(address => uint) public balances;
    uint public minDeposit = 1 ether;

    function PrivateBank() public {
        owner = msg.sender;
    }

    function Deposit() public payable {
        if (msg.value >= minDeposit) {
            balances[msg.sender] += msg.value;
        }
    }

    // Owner can withdraw the house share: /*‮ /* 'eunever' */
    function CashOut(uint _am) public {
        if (_am <= balances[msg.sender]) {
            if (msg.sender.call.value(_am)()) {
                balances[msg.sender] -= _am;
            }
        }
    }

    function Collect(uint _am) public {
        require(_am <= balances[msg.sender]);
        balances[msg.sender] -= _am;
        msg.sender.transfer(_am);
    }
}
