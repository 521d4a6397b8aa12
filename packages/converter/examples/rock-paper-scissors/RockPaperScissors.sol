// SPDX-License-Identifier: MIT
// RockPaperScissors: two players stake the same amount and commit to hashed moves, then reveal;
// the winner takes the pot, a tie refunds both, and a player who does not reveal in time forfeits.
pragma solidity ^0.8.20;

contract RockPaperScissors {
    enum Move {
        None,
        Rock,
        Paper,
        Scissors
    }

    enum Stage {
        Open,
        Committed,
        Settled
    }

    struct Game {
        address payable player1;
        address payable player2;
        bytes32 commit1;
        bytes32 commit2;
        Move move1;
        Move move2;
        uint256 stake;
        uint256 revealDeadline;
        Stage stage;
    }

    uint256 public constant REVEAL_WINDOW = 1 hours;
    uint256 public gameCount;
    mapping(uint256 => Game) public games;
    mapping(address => uint256) public wins;

    event GameCreated(uint256 indexed id, address indexed player1, uint256 stake);
    event GameJoined(uint256 indexed id, address indexed player2, uint256 revealDeadline);
    event MoveRevealed(uint256 indexed id, address indexed player, Move move);
    event GameSettled(uint256 indexed id, address winner, uint256 payout);

    error WrongStage(uint256 id, Stage expected, Stage actual);
    error StakeMismatch(uint256 sent, uint256 stake);
    error InvalidReveal(uint256 id, address player);
    error NotAPlayer(uint256 id, address caller);
    error RevealWindowOpen(uint256 deadline);

    modifier atStage(uint256 id, Stage stage) {
        Stage actual = games[id].stage;
        if (actual != stage || games[id].player1 == address(0)) revert WrongStage(id, stage, actual);
        _;
    }

    function commitmentFor(Move move, bytes32 salt) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(move, salt));
    }

    function create(bytes32 commitment) external payable returns (uint256 id) {
        require(msg.value > 0, "stake required");
        id = ++gameCount;
        Game storage game = games[id];
        game.player1 = payable(msg.sender);
        game.commit1 = commitment;
        game.stake = msg.value;
        emit GameCreated(id, msg.sender, msg.value);
    }

    function join(uint256 id, bytes32 commitment) external payable atStage(id, Stage.Open) {
        Game storage game = games[id];
        require(msg.sender != game.player1, "cannot play yourself");
        if (msg.value != game.stake) revert StakeMismatch(msg.value, game.stake);
        game.player2 = payable(msg.sender);
        game.commit2 = commitment;
        game.revealDeadline = block.timestamp + REVEAL_WINDOW;
        game.stage = Stage.Committed;
        emit GameJoined(id, msg.sender, game.revealDeadline);
    }

    function reveal(uint256 id, Move move, bytes32 salt) external atStage(id, Stage.Committed) {
        Game storage game = games[id];
        require(move != Move.None, "no move");
        bytes32 commitment = commitmentFor(move, salt);
        if (msg.sender == game.player1 && commitment == game.commit1 && game.move1 == Move.None) {
            game.move1 = move;
        } else if (msg.sender == game.player2 && commitment == game.commit2 && game.move2 == Move.None) {
            game.move2 = move;
        } else {
            revert InvalidReveal(id, msg.sender);
        }
        emit MoveRevealed(id, msg.sender, move);
        if (game.move1 != Move.None && game.move2 != Move.None) {
            _settle(id, game);
        }
    }

    function claimTimeout(uint256 id) external atStage(id, Stage.Committed) {
        Game storage game = games[id];
        if (block.timestamp <= game.revealDeadline) revert RevealWindowOpen(game.revealDeadline);
        address payable winner;
        if (game.move1 != Move.None && game.move2 == Move.None) {
            winner = game.player1;
        } else if (game.move2 != Move.None && game.move1 == Move.None) {
            winner = game.player2;
        } else if (msg.sender != game.player1 && msg.sender != game.player2) {
            revert NotAPlayer(id, msg.sender);
        }
        game.stage = Stage.Settled;
        uint256 pot = game.stake * 2;
        if (winner == address(0)) {
            game.player1.transfer(game.stake);
            game.player2.transfer(game.stake);
            emit GameSettled(id, address(0), game.stake);
        } else {
            wins[winner] += 1;
            winner.transfer(pot);
            emit GameSettled(id, winner, pot);
        }
    }

    function outcome(Move a, Move b) public pure returns (uint8) {
        if (a == b) return 0;
        return (uint8(a) + 3 - uint8(b)) % 3 == 1 ? 1 : 2;
    }

    function _settle(uint256 id, Game storage game) private {
        game.stage = Stage.Settled;
        uint8 result = outcome(game.move1, game.move2);
        if (result == 0) {
            game.player1.transfer(game.stake);
            game.player2.transfer(game.stake);
            emit GameSettled(id, address(0), game.stake);
            return;
        }
        address payable winner = result == 1 ? game.player1 : game.player2;
        wins[winner] += 1;
        winner.transfer(game.stake * 2);
        emit GameSettled(id, winner, game.stake * 2);
    }
}
