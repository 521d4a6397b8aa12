pragma solidity ^0.4.21;

contract Lotto {
    address public owner;
    address[] public tickets;
    uint public pot;
    uint public drawBlock;
    bool public payedOut;

    function Lotto(uint _drawBlock) public {
        owner = msg.sender;
        drawBlock = _drawBlock;
    }

    function buy() public payable {
        require(msg.value == 10 finney);
        require(block.number < drawBlock);
        tickets.push(msg.sender);
        pot += msg.value;
    }

    function draw() public {
        require(block.number > drawBlock && !payedOut);
        uint winnerIndex = uint(block.blockhash(drawBlock)) % tickets.length;
        payedOut = true;
        tickets[winnerIndex].send(pot);
    }

    function sendToWinner(address winner) public {
        require(msg.sender == owner);
        require(!payedOut);
        payedOut = true;
        if (!winner.send(pot)) revert();
    }

    function refund(uint index) public {
        require(block.number > drawBlock + 256 && !payedOut);
        address holder = tickets[index];
        tickets[index] = address(0);
        holder.transfer(10 finney);
    }
}
