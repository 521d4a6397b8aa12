// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A raffle for people, not contracts: entries from contracts are refused (`code.length`), and
/// the winner is drawn with `block.prevrandao`.
contract Raffle {
    address public owner;
    uint256 public ticketPrice;
    address[] public players;
    uint256 public round;
    mapping(uint256 => address) public winners;

    event Entered(address indexed player, uint256 round);
    event Drawn(uint256 indexed round, address winner, uint256 prize);

    constructor(uint256 price) {
        owner = msg.sender;
        ticketPrice = price;
    }

    function isContract(address who) public view returns (bool) {
        return who.code.length > 0;
    }

    function isPerson(address who) external view returns (bool) {
        return 0 == who.code.length;
    }

    function enter() external payable {
        require(msg.sender.code.length == 0, "people only");
        require(msg.value == ticketPrice, "wrong price");
        players.push(msg.sender);
        emit Entered(msg.sender, round);
    }

    function draw() external {
        require(msg.sender == owner, "owner only");
        require(players.length > 0, "no players");
        uint256 seed = uint256(
            keccak256(abi.encodePacked(block.prevrandao, block.timestamp, players.length))
        );
        address winner = players[seed % players.length];
        uint256 prize = address(this).balance;
        winners[round] = winner;
        emit Drawn(round, winner, prize);
        round += 1;
        delete players;
        payable(winner).transfer(prize);
    }

    function playerCount() external view returns (uint256) {
        return players.length;
    }

    function randomness() external view returns (uint256) {
        return block.prevrandao;
    }
}

/// Enters a raffle on behalf of its caller: a contract, so the raffle refuses it.
contract RaffleProxy {
    function enter(Raffle raffle) external payable {
        raffle.enter{value: msg.value}();
    }
}
