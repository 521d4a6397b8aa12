// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Points per player kept per season in an array of mappings; a fixed set of three leagues.
contract SeasonBook {
    struct Entry { uint256 points; uint32 games; }
    mapping(address => uint256)[] private seasons;
    mapping(address => Entry)[] public entries;
    mapping(uint8 => uint256)[3] public leagues;

    function _add(mapping(address => uint256) storage m, address who, uint256 v) internal {
        m[who] += v;
    }
    function _rotate(mapping(uint8 => uint256)[3] storage ls, uint8 id) internal returns (uint256 moved) {
        moved = ls[0][id];
        ls[0][id] = ls[1][id];
        ls[1][id] = ls[2][id];
        ls[2][id] = moved;
    }

    function openSeason() external returns (uint256) {
        seasons.push();
        entries.push();
        return seasons.length - 1;
    }
    function score(uint256 season, address who, uint256 v) external {
        _add(seasons[season], who, v);
        entries[season][who].points += v;
        entries[season][who].games += 1;
    }
    function points(uint256 season, address who) external view returns (uint256) {
        return seasons[season][who];
    }
    function seasonCount() external view returns (uint256) {
        return seasons.length;
    }
    function dropSeason() external {
        seasons.pop();
        entries.pop();
    }
    function reset() external {
        delete seasons;
    }
    function setLeague(uint256 league, uint8 id, uint256 v) external {
        leagues[league][id] = v;
    }
    function rotate(uint8 id) external returns (uint256) {
        return _rotate(leagues, id);
    }
}
