// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Opens a table's first round for its creator: a base constructor writing through one of the
/// derived contract's arrays of mappings.
abstract contract Seeded {
    constructor(mapping(address => uint256)[] storage rounds) {
        rounds.push();
        rounds[0][msg.sender] = 1;
    }
}

/// Tournament scores: each tournament has rounds, each round a tally per player; each league keeps
/// its own rounds, each season three divisions. Popped or deleted rounds keep their tallies, as the
/// EVM never clears a mapping.
contract RoundLedger is Seeded {
    mapping(address => uint256)[][] public tournaments;
    mapping(uint256 => mapping(address => uint256)[]) public leagueRounds;
    mapping(uint256 => mapping(address => uint256)[3]) public divisions;

    constructor() Seeded(leagueRounds[7]) {}

    function openTournament() external returns (uint256) {
        tournaments.push();
        return tournaments.length - 1;
    }

    function openTournamentWithRound() external {
        tournaments.push().push();
    }

    function openRound(uint256 t) external returns (uint256) {
        mapping(address => uint256)[] storage rounds = tournaments[t];
        rounds.push();
        return rounds.length - 1;
    }

    function score(uint256 t, uint256 r, address player, uint256 points) external {
        tournaments[t][r][player] += points;
    }

    function latest(address player) external view returns (uint256) {
        mapping(address => uint256)[] storage rounds = tournaments[tournaments.length - 1];
        return rounds[rounds.length - 1][player];
    }

    function dropRound(uint256 t) external {
        tournaments[t].pop();
    }

    function clearRounds(uint256 t) external {
        delete tournaments[t];
    }

    function dropTournament() external {
        tournaments.pop();
    }

    function clear() external returns (uint256) {
        delete tournaments;
        return tournaments.length;
    }

    function roundCount(uint256 t) external view returns (uint256) {
        return tournaments[t].length;
    }

    function tournamentCount() external view returns (uint256) {
        return tournaments.length;
    }

    function openLeagueRound(uint256 league) external returns (uint256) {
        leagueRounds[league].push();
        return leagueRounds[league].length - 1;
    }

    function scoreLeague(uint256 league, uint256 r, address player, uint256 points) external {
        leagueRounds[league][r][player] += points;
    }

    function dropLeagueRound(uint256 league) external {
        leagueRounds[league].pop();
    }

    function resetLeague(uint256 league) external {
        delete leagueRounds[league];
    }

    function leagueRoundCount(uint256 league) external view returns (uint256) {
        return leagueRounds[league].length;
    }

    function scoreDivision(uint256 season, uint256 d, address player, uint256 points) external {
        _credit(divisions[season][d], player, points);
    }

    function resetDivisions(uint256 season) external {
        delete divisions[season];
    }

    function divisionCount(uint256 season) external view returns (uint256) {
        return divisions[season].length;
    }

    function bonus(uint256 t, uint256 r, address player) external {
        _credit(tournaments[t][r], player, 10);
    }

    function leagueBonus(uint256 league, uint256 r, address player) external {
        _credit(leagueRounds[league][r], player, 10);
    }

    function _credit(mapping(address => uint256) storage tally, address player, uint256 points) internal {
        tally[player] += points;
    }
}
