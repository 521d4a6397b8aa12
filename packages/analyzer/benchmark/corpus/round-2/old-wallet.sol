pragma solidity ^0.4.11;

contract OldWallet {
    address owner;
    uint256 public withdrawn;

    function OldWallet() public {
        owner = msg.sender;
    }

    function() public payable {}

    function transferTo(address dest, uint amount) public {
        if (tx.origin != owner) throw;
        dest.transfer(amount);
    }

    function withdraw(uint amount) public {
        if (msg.sender != owner) throw;
        withdrawn += amount;
        msg.sender.transfer(amount);
    }

    function kill() public {
        suicide(msg.sender);
    }

    function close() public {
        require(msg.sender == owner);
        selfdestruct(owner);
    }
}
