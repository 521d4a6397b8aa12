// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library Tally {
    function bump(mapping(address => uint256) storage m, address a, uint256 v) internal returns (uint256) {
        m[a] += v;
        return m[a];
    }
    function get(mapping(address => uint256) storage m, address a) internal view returns (uint256) {
        return m[a];
    }
}

contract MappingLedger {
    using Tally for mapping(address => uint256);
    struct Account { uint256 opened; mapping(address => uint256) limits; }
    struct Quote { uint256 price; uint64 size; }
    mapping(address => uint256) public credits;
    mapping(address => uint256) public debits;
    mapping(address => mapping(address => uint256)) public allowed;
    mapping(uint256 => mapping(address => mapping(address => uint256))) public scoped;
    mapping(uint256 => Account) private accounts;
    mapping(bytes32 => Quote) public quotes;

    function _credit(mapping(address => uint256) storage m, address a, uint256 v) internal {
        m[a] += v;
    }
    function _clear(mapping(address => uint256) storage m, address a) internal {
        delete m[a];
    }
    function _grant(mapping(address => mapping(address => uint256)) storage m, address owner, address spender, uint256 v) internal {
        m[owner][spender] = v;
        _credit(m[owner], spender, 1);
    }
    function _quote(mapping(bytes32 => Quote) storage q, bytes32 id, uint256 price) internal {
        q[id].price = price;
        q[id].size += 1;
    }
    function credit(address a, uint256 v) external { _credit(credits, a, v); }
    function record(bool isCredit, address a, uint256 v) external { _credit(isCredit ? credits : debits, a, v); }
    function clear(bool isCredit, address a) external { _clear(isCredit ? credits : debits, a); }
    function bump(address a, uint256 v) external returns (uint256) { return debits.bump(a, v); }
    function approve(address spender, uint256 v) external { _credit(allowed[msg.sender], spender, v); }
    function grant(uint256 scope, address spender, uint256 v) external { _grant(scoped[scope], msg.sender, spender, v); }
    function open(uint256 id) external { accounts[id].opened = 1; }
    function setLimit(uint256 id, address a, uint256 v) external { _credit(accounts[id].limits, a, v); }
    function limit(uint256 id, address a) external view returns (uint256) { return Tally.get(accounts[id].limits, a); }
    function quote(bytes32 id, uint256 price) external { _quote(quotes, id, price); }
}
