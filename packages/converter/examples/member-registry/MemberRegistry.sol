// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

library AddressSet {
    struct Set {
        address[] values;
        mapping(address => uint256) indexes;
    }

    function add(Set storage set, address v) internal returns (bool) {
        if (set.indexes[v] != 0) return false;
        set.values.push(v);
        set.indexes[v] = set.values.length;
        return true;
    }

    function remove(Set storage set, address v) internal returns (bool) {
        uint256 index = set.indexes[v];
        if (index == 0) return false;
        uint256 last = set.values.length - 1;
        if (index - 1 != last) {
            address moved = set.values[last];
            set.values[index - 1] = moved;
            set.indexes[moved] = index;
        }
        set.values.pop();
        delete set.indexes[v];
        return true;
    }

    function contains(Set storage set, address v) internal view returns (bool) {
        return set.indexes[v] != 0;
    }

    function length(Set storage set) internal view returns (uint256) {
        return set.values.length;
    }

    function at(Set storage set, uint256 i) internal view returns (address) {
        return set.values[i];
    }
}

library Counters {
    struct Counter {
        uint256 _value;
    }

    function current(Counter storage counter) internal view returns (uint256) {
        return counter._value;
    }

    function increment(Counter storage counter) internal {
        counter._value += 1;
    }
}

contract MemberRegistry {
    using AddressSet for AddressSet.Set;
    using Counters for Counters.Counter;

    struct Proposal {
        address proposer;
        string title;
        uint256 yes;
        uint256 no;
        bool closed;
        mapping(address => bool) voted;
    }

    address public owner;
    AddressSet.Set private members;
    mapping(bytes32 => AddressSet.Set) private roleMembers;
    Counters.Counter private proposalIds;
    mapping(uint256 => Proposal) private proposals;

    event MemberAdded(address indexed member);
    event MemberRemoved(address indexed member);
    event RoleGranted(bytes32 indexed role, address indexed account);
    event ProposalCreated(uint256 indexed id, address proposer, string title);
    event Voted(uint256 indexed id, address voter, bool support);

    error NotOwner();
    error NotMember(address account);
    error AlreadyVoted(uint256 id, address voter);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    modifier onlyMember() {
        if (!members.contains(msg.sender)) revert NotMember(msg.sender);
        _;
    }

    constructor() {
        owner = msg.sender;
        members.add(msg.sender);
    }

    function addMember(address account) external onlyOwner {
        require(members.add(account), "already a member");
        emit MemberAdded(account);
    }

    function removeMember(address account) external onlyOwner {
        require(members.remove(account), "not a member");
        emit MemberRemoved(account);
    }

    function grantRole(bytes32 role, address account) external onlyOwner {
        if (!members.contains(account)) revert NotMember(account);
        if (_roleSet(role).add(account)) emit RoleGranted(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlyOwner returns (bool) {
        return roleMembers[role].remove(account);
    }

    function _roleSet(bytes32 role) internal view returns (AddressSet.Set storage) {
        return roleMembers[role];
    }

    function hasRole(bytes32 role, address account) external view returns (bool) {
        return roleMembers[role].contains(account);
    }

    function roleMemberCount(bytes32 role) external view returns (uint256) {
        return roleMembers[role].length();
    }

    function roleMember(bytes32 role, uint256 index) external view returns (address) {
        return roleMembers[role].at(index);
    }

    function isMember(address account) external view returns (bool) {
        return members.contains(account);
    }

    function memberCount() external view returns (uint256) {
        return members.length();
    }

    function memberAt(uint256 index) external view returns (address) {
        return AddressSet.at(members, index);
    }

    function propose(string calldata title) external onlyMember returns (uint256 id) {
        proposalIds.increment();
        id = proposalIds.current();
        Proposal storage p = proposals[id];
        p.proposer = msg.sender;
        p.title = title;
        emit ProposalCreated(id, msg.sender, title);
    }

    function vote(uint256 id, bool support) external onlyMember {
        Proposal storage p = proposals[id];
        require(p.proposer != address(0), "no such proposal");
        require(!p.closed, "closed");
        if (p.voted[msg.sender]) revert AlreadyVoted(id, msg.sender);
        p.voted[msg.sender] = true;
        if (support) p.yes += 1;
        else p.no += 1;
        emit Voted(id, msg.sender, support);
    }

    function close(uint256 id) external onlyOwner {
        proposals[id].closed = true;
    }

    function hasVoted(uint256 id, address voter) external view returns (bool) {
        return proposals[id].voted[voter];
    }

    function proposal(uint256 id) external view returns (address proposer, string memory title, uint256 yes, uint256 no, bool closed) {
        Proposal storage p = proposals[id];
        return (p.proposer, p.title, p.yes, p.no, p.closed);
    }

    function proposalCount() external view returns (uint256) {
        return proposalIds.current();
    }
}
