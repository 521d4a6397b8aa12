// SPDX-License-Identifier: MIT
pragma solidity ^0.8.7;

interface IRandomnessCoordinator {
    function requestRandomWords(bytes32 keyHash, uint64 subId, uint16 confirmations, uint32 gasLimit, uint32 numWords)
        external
        returns (uint256 requestId);
}

contract OracleLottery {
    IRandomnessCoordinator public immutable coordinator;
    bytes32 public immutable keyHash;
    uint64 public immutable subscriptionId;
    address public owner;
    uint256 public constant TICKET = 0.01 ether;
    uint256 public constant MAX_PLAYERS = 500;
    address payable[] public players;
    uint256 public pendingRequest;
    uint256 public roundEndsAt;
    address public lastWinner;

    constructor(IRandomnessCoordinator c, bytes32 kh, uint64 sub) {
        coordinator = c;
        keyHash = kh;
        subscriptionId = sub;
        owner = msg.sender;
        roundEndsAt = block.timestamp + 1 days;
    }

    function enter() external payable {
        require(msg.value == TICKET, "ticket");
        require(players.length < MAX_PLAYERS, "full");
        require(block.timestamp < roundEndsAt, "closed");
        players.push(payable(msg.sender));
    }

    function requestDraw() external {
        require(block.timestamp >= roundEndsAt && pendingRequest == 0, "not ready");
        pendingRequest = coordinator.requestRandomWords(keyHash, subscriptionId, 3, 200000, 1);
    }

    function rawFulfillRandomWords(uint256 requestId, uint256[] memory words) external {
        require(msg.sender == address(coordinator), "coordinator");
        require(requestId == pendingRequest, "request");
        _pickWinner(words[0] % players.length);
    }

    function drawFallback() external {
        require(msg.sender == owner, "owner");
        require(block.timestamp >= roundEndsAt + 2 days, "wait");
        uint256 seed = uint256(blockhash(block.number - 1));
        _pickWinner(seed % players.length);
    }

    function _pickWinner(uint256 index) internal {
        address payable winner = players[index];
        lastWinner = winner;
        delete players;
        pendingRequest = 0;
        roundEndsAt = block.timestamp + 1 days;
        (bool ok, ) = winner.call{value: address(this).balance}("");
        require(ok, "payout");
    }

    function refundAll() external {
        require(msg.sender == owner, "owner");
        for (uint256 i = 0; i < players.length; i++) {
            players[i].transfer(TICKET);
        }
        delete players;
    }
}
