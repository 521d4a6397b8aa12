pragma solidity ^0.4.17;

contract SeatAuction {
    address public organizer;
    address public highestBidder;
    uint public highestBid;
    bool public closed;

    function SeatAuction() public {
        organizer = msg.sender;
    }

    function bid() public payable {
        require(!closed && msg.value > highestBid);
        if (highestBidder != 0) {
            if (!highestBidder.send(highestBid)) throw;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function close() public {
        require(msg.sender == organizer && !closed);
        closed = true;
        organizer.transfer(highestBid);
    }
}
