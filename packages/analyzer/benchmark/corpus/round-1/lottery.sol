pragma solidity ^0.4.24;

contract Lottery {
    address public manager;
    address[] public players;
    uint256 public ticketPrice = 0.1 ether;
    uint256 public roundEnd;

    constructor() public {
        manager = msg.sender;
        roundEnd = now + 7 days;
    }

    function enter() public payable {
        require(msg.value == ticketPrice);
        players.push(msg.sender);
    }

    function random() private view returns (uint256) {
        return uint256(keccak256(abi.encodePacked(block.difficulty, now, players.length)));
    }

    function pickWinner() public {
        require(msg.sender == manager);
        require(now >= roundEnd);
        uint256 index = random() % players.length;
        players[index].transfer(address(this).balance);
        players.length = 0;
        roundEnd = now + 7 days;
    }

    function refundAll() public {
        require(msg.sender == manager);
        for (uint256 i = 0; i < players.length; i++) {
            players[i].transfer(ticketPrice);
        }
        players.length = 0;
    }

    function getPlayers() public view returns (address[]) {
        return players;
    }
}
