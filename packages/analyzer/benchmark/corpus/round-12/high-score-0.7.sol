// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

/// The best score holds the pot; a new best pays the previous holder a consolation.
contract HighScore {
    address public bestPlayer;
    uint256 public bestScore;
    uint256 public constant CONSOLATION = 0.01 ether;
    address payable public immutable host;

    constructor() {
        host = msg.sender;
    }

    receive() external payable {}

    function submit(uint256 score) external payable {
        require(msg.value == 0.02 ether, "entry fee");
        require(score > bestScore, "not a record");
        if (bestPlayer != address(0)) {
            require(payable(bestPlayer).send(CONSOLATION), "consolation failed");
        }
        bestPlayer = msg.sender;
        bestScore = score;
    }

    function payHost() external {
        host.transfer(address(this).balance / 2);
    }
}
