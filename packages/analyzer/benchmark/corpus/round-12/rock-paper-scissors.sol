// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// Two players stake and name their moves (1 rock, 2 paper, 3 scissors); the winner takes both stakes.
contract RockPaperScissors {
    address payable public playerA;
    address payable public playerB;
    mapping(address => uint8) public moves;
    uint256 public constant STAKE = 0.1 ether;

    function join(uint8 move) external payable {
        require(msg.value == STAKE, "stake");
        require(move >= 1 && move <= 3, "move");
        require(playerB == address(0), "full");
        if (playerA == address(0)) playerA = payable(msg.sender);
        else playerB = payable(msg.sender);
        moves[msg.sender] = move;
    }

    function resolve() external {
        require(playerB != address(0), "waiting");
        uint8 a = moves[playerA];
        uint8 b = moves[playerB];
        address payable winner;
        if (a == b) {
            winner = payable(address(0));
        } else if ((a + 1) % 3 == b % 3) {
            winner = playerB;
        } else {
            winner = playerA;
        }
        address payable first = playerA;
        address payable second = playerB;
        delete moves[first];
        delete moves[second];
        playerA = payable(address(0));
        playerB = payable(address(0));
        if (winner == address(0)) {
            first.transfer(STAKE);
            second.transfer(STAKE);
        } else {
            winner.transfer(2 * STAKE);
        }
    }
}
