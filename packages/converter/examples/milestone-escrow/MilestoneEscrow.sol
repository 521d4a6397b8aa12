// SPDX-License-Identifier: MIT
// MilestoneEscrow: a client funds a project up front; the contractor is paid milestone by milestone
// as the client approves them, and the client can cancel to reclaim what is left.
pragma solidity ^0.8.20;

contract MilestoneEscrow {
    struct Milestone {
        string title;
        uint256 amount;
        bool approved;
    }

    address public immutable client;
    address payable public immutable contractor;
    Milestone[] public milestones;
    uint256 public paidOut;
    bool public cancelled;

    event MilestoneAdded(uint256 indexed index, string title, uint256 amount);
    event MilestoneApproved(uint256 indexed index, uint256 amount);
    event Cancelled(uint256 refunded);

    error OnlyClient(address caller);
    error AlreadyApproved(uint256 index);
    error Underfunded(uint256 committed, uint256 balance);

    modifier onlyClient() {
        if (msg.sender != client) revert OnlyClient(msg.sender);
        _;
    }

    modifier whenActive() {
        require(!cancelled, "MilestoneEscrow: cancelled");
        _;
    }

    constructor(address payable contractor_) payable {
        require(contractor_ != address(0), "MilestoneEscrow: zero contractor");
        client = msg.sender;
        contractor = contractor_;
    }

    function addMilestone(string calldata title, uint256 amount) external onlyClient whenActive {
        uint256 committed = amount;
        for (uint256 i = 0; i < milestones.length; i++) {
            if (!milestones[i].approved) committed += milestones[i].amount;
        }
        if (committed > address(this).balance) revert Underfunded(committed, address(this).balance);
        milestones.push(Milestone(title, amount, false));
        emit MilestoneAdded(milestones.length - 1, title, amount);
    }

    function removeLastMilestone() external onlyClient whenActive {
        require(milestones.length > 0, "MilestoneEscrow: nothing to remove");
        require(!milestones[milestones.length - 1].approved, "MilestoneEscrow: already paid");
        milestones.pop();
    }

    function approve(uint256 index) external onlyClient whenActive {
        Milestone storage m = milestones[index];
        if (m.approved) revert AlreadyApproved(index);
        m.approved = true;
        paidOut += m.amount;
        contractor.transfer(m.amount);
        emit MilestoneApproved(index, m.amount);
    }

    function cancel() external onlyClient whenActive {
        cancelled = true;
        uint256 refund = address(this).balance;
        payable(client).transfer(refund);
        emit Cancelled(refund);
    }

    function progress() external view returns (uint256 approvedCount, uint256 total, uint256 remaining) {
        total = milestones.length;
        for (uint256 i = 0; i < total; i++) {
            if (milestones[i].approved) approvedCount++;
        }
        remaining = address(this).balance;
    }
}
