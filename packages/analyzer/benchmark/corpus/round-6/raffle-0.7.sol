pragma solidity ^0.7.6;

contract Raffle {
    address payable[] public entrants;
    address public host;
    uint256 public ticket = 0.05 ether;
    uint256 public closesAt;

    constructor(uint256 duration) {
        host = msg.sender;
        closesAt = block.timestamp + duration;
    }

    function enter(uint256 tickets) external payable {
        require(block.timestamp < closesAt, "closed");
        require(msg.value == ticket * tickets, "price");
        for (uint256 i = 0; i < tickets; i++) {
            entrants.push(msg.sender);
        }
    }

    function drawWinner() external {
        require(block.timestamp >= closesAt, "open");
        uint256 index = uint256(keccak256(abi.encodePacked(block.timestamp, entrants.length))) % entrants.length;
        entrants[index].transfer(address(this).balance);
        delete entrants;
    }

    function entrantsCount() external view returns (uint256) {
        return entrants.length;
    }
}
