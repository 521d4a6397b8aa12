// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A league's score books, one per season: which book a score goes to is decided at run time.
contract SeasonBooks {
    address public owner;
    bool public autumn;
    mapping(address => uint256) springScores;
    mapping(address => uint256) autumnScores;

    event Scored(address indexed player, uint256 points, bool autumn);
    event Moved(address indexed player, uint256 points);

    error NotOwner(address caller);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    /// The book of a season, chosen by the caller's flag.
    function _book(bool ofAutumn) internal view returns (mapping(address => uint256) storage) {
        if (ofAutumn) return autumnScores;
        return springScores;
    }

    /// A newcomer gets one point in both books; the book returned is the current season's.
    function _enrol(address player) internal returns (mapping(address => uint256) storage book) {
        book = springScores;
        book[player] += 1;
        book = autumnScores;
        book[player] += 1;
        if (!autumn) book = springScores;
    }

    function _credit(mapping(address => uint256) storage book, address player, uint256 points) internal {
        book[player] += points;
    }

    function record(address player, uint256 points) external onlyOwner {
        _credit(_book(autumn), player, points);
        emit Scored(player, points, autumn);
    }

    function enrol(address player, uint256 bonus) external onlyOwner {
        _enrol(player)[player] += bonus;
    }

    function switchSeason() external onlyOwner {
        autumn = !autumn;
    }

    /// Moves points from spring to autumn: the pointer is rebound where it is indexed.
    function carryOver(address player, uint256 points) external onlyOwner {
        mapping(address => uint256) storage book = springScores;
        book[player] -= points;
        (book = autumnScores)[player] += points;
        emit Moved(player, book[player]);
    }

    function scoreOf(address player, bool ofAutumn) external view returns (uint256) {
        return _book(ofAutumn)[player];
    }
}
