// SPDX-License-Identifier: MIT
pragma solidity 0.8.23;

/// Players commit to a number, then reveal it after the house posts its roll.
contract DiceCommit {
    struct Bet {
        bytes32 commit;
        uint256 amount;
        uint64 placedAt;
    }

    address public immutable house;
    mapping(address => Bet) public bets;
    uint8 public roll;
    uint256 public rolledAt;

    constructor() payable {
        house = msg.sender;
    }

    function place(bytes32 commit) external payable {
        require(rolledAt == 0, "rolled");
        require(bets[msg.sender].amount == 0, "one bet");
        bets[msg.sender] = Bet(commit, msg.value, uint64(block.number));
    }

    function postRoll(uint8 value) external {
        require(msg.sender == house, "house");
        require(rolledAt == 0 && value >= 1 && value <= 6, "roll");
        roll = value;
        rolledAt = block.number;
    }

    function reveal(uint8 number, bytes32 salt) external {
        Bet memory bet = bets[msg.sender];
        require(rolledAt != 0 && bet.placedAt < rolledAt, "too early");
        require(keccak256(abi.encodePacked(number, salt)) == bet.commit, "commitment");
        delete bets[msg.sender];
        if (number == roll) {
            payable(msg.sender).transfer(bet.amount * 5);
        }
    }
}
