// SPDX-License-Identifier: MIT
// TokenVesting: native coin locked at deployment and released linearly to a beneficiary after a
// cliff; the owner may revoke, returning the unvested part and paying out what has vested.
pragma solidity ^0.8.20;

library VestingMath {
    function linear(uint256 total, uint64 start, uint64 duration, uint64 at) internal pure returns (uint256) {
        if (at < start) return 0;
        if (at >= start + duration) return total;
        return (total * (at - start)) / duration;
    }
}

contract TokenVesting {
    using VestingMath for uint256;

    address public immutable owner;
    address payable public beneficiary;
    uint64 public immutable start;
    uint64 public immutable cliff;
    uint64 public immutable duration;
    uint256 public immutable totalAllocation;
    uint256 public released;
    bool public revoked;

    event Released(address indexed beneficiary, uint256 amount);
    event Revoked(uint256 refunded, uint256 paidOut);
    event BeneficiaryChanged(address indexed previous, address indexed current);

    error CliffNotReached(uint64 cliffAt, uint256 nowTs);
    error NothingToRelease();
    error Unauthorized(address caller);
    error AlreadyRevoked();

    constructor(address payable beneficiary_, uint64 cliffSeconds, uint64 durationSeconds) payable {
        require(msg.value > 0, "no allocation");
        require(cliffSeconds <= durationSeconds, "cliff longer than duration");
        owner = msg.sender;
        beneficiary = beneficiary_;
        start = uint64(block.timestamp);
        cliff = start + cliffSeconds;
        duration = durationSeconds;
        totalAllocation = msg.value;
    }

    function vestedAmount(uint64 timestamp) public view returns (uint256) {
        if (timestamp < cliff) return 0;
        return totalAllocation.linear(start, duration, timestamp);
    }

    function releasable() public view returns (uint256) {
        if (revoked) return 0;
        return vestedAmount(uint64(block.timestamp)) - released;
    }

    function release() external {
        if (msg.sender != beneficiary) revert Unauthorized(msg.sender);
        if (block.timestamp < cliff) revert CliffNotReached(cliff, block.timestamp);
        uint256 amount = releasable();
        if (amount == 0) revert NothingToRelease();
        released += amount;
        beneficiary.transfer(amount);
        emit Released(beneficiary, amount);
    }

    function changeBeneficiary(address payable next) external {
        if (msg.sender != beneficiary) revert Unauthorized(msg.sender);
        emit BeneficiaryChanged(beneficiary, next);
        beneficiary = next;
    }

    function revoke() external {
        if (msg.sender != owner) revert Unauthorized(msg.sender);
        if (revoked) revert AlreadyRevoked();
        uint256 vested = vestedAmount(uint64(block.timestamp));
        uint256 owed = vested - released;
        uint256 refund = totalAllocation - vested;
        revoked = true;
        released = vested;
        if (owed > 0) beneficiary.transfer(owed);
        payable(owner).transfer(refund);
        emit Revoked(refund, owed);
    }

    function schedule() external view returns (uint64 startAt, uint64 cliffAt, uint64 endAt, uint256 vestedNow) {
        return (start, cliff, start + duration, vestedAmount(uint64(block.timestamp)));
    }
}
