// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A points ledger that calls its own external functions through `this`.
contract SelfCall {
    address public owner;
    mapping(address => uint256) public points;
    uint256 public total;
    uint256 public selfCredits;

    event Credited(address indexed to, uint256 amount, address by);
    event Checked(address indexed who, address caller, uint256 balance);

    error NotOwner(address caller);

    constructor() {
        owner = msg.sender;
    }

    function credit(address to, uint256 amount) public {
        if (msg.sender != owner && msg.sender != address(this)) revert NotOwner(msg.sender);
        points[to] += amount;
        total += amount;
        if (msg.sender == address(this)) selfCredits += 1;
        emit Credited(to, amount, msg.sender);
    }

    function pointsOf(address who) external view returns (uint256) {
        return points[who];
    }

    /// The caller as the callee sees it: the contract itself when called through `this`.
    function callerSeen() public view returns (address) {
        return msg.sender;
    }

    function isSelf() external view returns (bool) {
        return this.callerSeen() == address(this);
    }

    function doubled(address who) external view returns (uint256) {
        return this.pointsOf(who) * 2;
    }

    /// Records a check of `who` with the sender seen by a self-call.
    function check(address who) external {
        uint256 balance = this.pointsOf(who);
        emit Checked(who, this.callerSeen(), balance);
    }

    /// Anyone may ask for a bonus once they hold points: credited through a call to itself.
    function bonus(uint256 amount) external {
        require(this.pointsOf(msg.sender) > 0, "no points");
        this.credit(msg.sender, amount);
    }
}
