// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Reads and changes a `Registry` through its contract type, not through an interface: public
/// state-variable getters (plain, mapping with one and two keys, array by index, struct as a
/// tuple), a view and a getter the registry inherits, a state-changing call whose result is used,
/// on a state variable, a parameter, a local and `Registry(addr)`.
contract Dashboard {
    Registry public registry;
    uint256 public lastTotal;

    constructor(Registry r) {
        registry = r;
    }

    function summary() external view returns (uint256 total, address admin, bool adminIsOwner) {
        total = registry.total();
        admin = registry.owner();
        adminIsOwner = registry.isOwner(admin);
    }

    function balanceOf(address who) external view returns (uint256) {
        return registry.balances(who);
    }

    function allowanceOf(address holder, address spender) external view returns (uint256) {
        return registry.allowances(holder, spender);
    }

    function tagAt(uint256 index) external view returns (uint256) {
        return registry.tags(index) * 10;
    }

    function profileOf(address who) external view returns (string memory name, uint64 level, bool active) {
        (name, level, active) = registry.profiles(who);
    }

    function levelOf(address who) external view returns (uint64) {
        (, uint64 level, ) = registry.profiles(who);
        return level;
    }

    function totalAt(address at) external view returns (uint256) {
        return Registry(at).total();
    }

    function combined(Registry other, address who) external view returns (uint256) {
        Registry mine = registry;
        return mine.balances(who) + other.balances(who);
    }

    function creditThrough(address who, uint256 amount) external returns (uint256) {
        lastTotal = registry.credit(who, amount);
        return lastTotal;
    }
}

contract Owned {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function isOwner(address who) public view returns (bool) {
        return who == owner;
    }
}

contract Registry is Owned {
    struct Profile {
        string name;
        uint64 level;
        bool active;
        uint256[] history;
    }

    uint256 public total;
    mapping(address => uint256) public balances;
    mapping(address => mapping(address => uint256)) public allowances;
    uint256[] public tags;
    mapping(address => Profile) public profiles;

    function credit(address who, uint256 amount) external returns (uint256) {
        require(amount > 0, "nothing to credit");
        balances[who] += amount;
        total += amount;
        return total;
    }

    function approve(address spender, uint256 amount) external {
        allowances[msg.sender][spender] = amount;
    }

    function addTag(uint256 tag) external {
        tags.push(tag);
    }

    function setProfile(string calldata name, uint64 level) external {
        Profile storage p = profiles[msg.sender];
        p.name = name;
        p.level = level;
        p.active = true;
        p.history.push(level);
    }
}
