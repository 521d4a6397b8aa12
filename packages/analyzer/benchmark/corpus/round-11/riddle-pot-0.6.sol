// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.6.0;

contract RiddlePot {
    bytes32 private answerHash;
    address public host;
    string public riddle;

    constructor(string memory _riddle, bytes32 _answerHash) public payable {
        host = msg.sender;
        riddle = _riddle;
        answerHash = _answerHash;
    }

    function guess(string calldata answer) external {
        if (keccak256(abi.encodePacked(answer)) == answerHash) {
            msg.sender.transfer(address(this).balance);
        }
    }

    function close() external {
        require(msg.sender == host, "host");
        selfdestruct(payable(host));
    }
}
