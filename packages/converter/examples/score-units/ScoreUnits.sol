// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Scores as a user-defined value type whose operators differ from the built-in ones: `+` saturates
// at the cap, `-` stops at zero, `~` mirrors a score within the cap. The operators are used
// directly inside `Score.unwrap(..)`, beside plain arithmetic on the underlying numbers.
type Score is uint16;

using {addCapped as +, subFloored as -, mirror as ~} for Score global;

uint16 constant CAP = 1000;

function addCapped(Score a, Score b) pure returns (Score) {
    uint256 sum = uint256(Score.unwrap(a)) + Score.unwrap(b);
    return Score.wrap(sum > CAP ? CAP : uint16(sum));
}

function subFloored(Score a, Score b) pure returns (Score) {
    return Score.unwrap(a) > Score.unwrap(b) ? Score.wrap(Score.unwrap(a) - Score.unwrap(b)) : Score.wrap(0);
}

function mirror(Score a) pure returns (Score) {
    return Score.wrap(CAP - Score.unwrap(a));
}

library Ranks {
    struct Rank {
        uint16 floor;
        string name;
    }
}

contract ScoreUnits {
    // type names that are not UpperCamelCase in Rust
    struct board_entry {
        address who;
        uint16 points;
    }
    enum tier { low, high }

    mapping(address => Score) private scores;
    board_entry[] private board;

    function award(uint16 points) external returns (uint16) {
        // names alone are statements with no effect
        Ranks.Rank;
        (Score).wrap;
        scores[msg.sender] = scores[msg.sender] + (Score).wrap(points);
        return Score.unwrap(scores[msg.sender]);
    }

    function penalize(uint16 points) external returns (uint16) {
        scores[msg.sender] = scores[msg.sender] - Score.wrap(points);
        return Score.unwrap(scores[msg.sender]);
    }

    function sum(uint16 a, uint16 b) external pure returns (uint16 capped, uint256 plain) {
        capped = Score.unwrap(Score.wrap(a) + Score.wrap(b));
        plain = uint256(a) + b;
    }

    function difference(uint16 a, uint16 b) external pure returns (uint16) {
        return Score.unwrap(Score.wrap(a) - Score.wrap(b));
    }

    function mirrored(uint16 a) external pure returns (uint16) {
        return Score.unwrap(~Score.wrap(a));
    }

    function flipped(uint16 a) external pure returns (uint16) {
        return ~a;
    }

    function record(uint16 points) external returns (uint256) {
        board.push(board_entry(msg.sender, points));
        return board.length;
    }

    function tierAt(uint256 i) external view returns (tier, uint16) {
        board_entry memory e = board[i];
        return (e.points >= 500 ? tier.high : tier.low, e.points);
    }

    // locals first assigned by a loop's first step and through parentheses
    function total(uint16[] calldata points) external pure returns (uint256 sum, uint256 count) {
        uint256 i;
        uint256 n;
        (((n))) = points.length;
        for (i = 0; i < n; i++) sum += points[i];
        count = i;
    }

    // a range of a calldata string, read back as text
    function prefix(string calldata name, uint256 n) external pure returns (string memory) {
        bytes calldata head = bytes(name[:n]);
        return string(head);
    }

    function suffix(string calldata name, uint256 from) external pure returns (string memory) {
        return name[from:];
    }
}
