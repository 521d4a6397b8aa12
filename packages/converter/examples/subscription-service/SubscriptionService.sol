// SPDX-License-Identifier: MIT
// SubscriptionService: the owner publishes plans priced per period; users prepay one or more
// periods, extend, and cancel for a refund of the unused whole periods.
pragma solidity ^0.8.20;

contract SubscriptionService {
    struct Plan {
        string name;
        uint256 pricePerPeriod;
        uint32 period;
        bool active;
    }

    address public owner;
    Plan[] public plans;
    mapping(address => mapping(uint256 => uint64)) public paidUntil;
    uint256 public revenue;

    event PlanCreated(uint256 indexed planId, string name, uint256 pricePerPeriod, uint32 period);
    event PlanStatusChanged(uint256 indexed planId, bool active);
    event Subscribed(address indexed user, uint256 indexed planId, uint8 periods, uint64 paidUntil);
    event Cancelled(address indexed user, uint256 indexed planId, uint256 refund);

    error PlanInactive(uint256 planId);
    error WrongPayment(uint256 sent, uint256 expected);
    error NotSubscribed(address user, uint256 planId);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function createPlan(string calldata name, uint256 pricePerPeriod, uint32 period)
        external
        onlyOwner
        returns (uint256 planId)
    {
        require(period > 0, "zero period");
        plans.push(Plan(name, pricePerPeriod, period, true));
        planId = plans.length - 1;
        emit PlanCreated(planId, name, pricePerPeriod, period);
    }

    function setPlanActive(uint256 planId, bool active) external onlyOwner {
        plans[planId].active = active;
        emit PlanStatusChanged(planId, active);
    }

    function subscribe(uint256 planId, uint8 periods) external payable {
        Plan storage plan = plans[planId];
        if (!plan.active) revert PlanInactive(planId);
        require(periods > 0, "zero periods");
        uint256 cost = plan.pricePerPeriod * periods;
        if (msg.value != cost) revert WrongPayment(msg.value, cost);
        uint64 start = paidUntil[msg.sender][planId];
        if (start < block.timestamp) start = uint64(block.timestamp);
        uint64 until = start + uint64(plan.period) * periods;
        paidUntil[msg.sender][planId] = until;
        revenue += cost;
        emit Subscribed(msg.sender, planId, periods, until);
    }

    function cancel(uint256 planId) external {
        Plan storage plan = plans[planId];
        uint64 until = paidUntil[msg.sender][planId];
        if (until <= block.timestamp) revert NotSubscribed(msg.sender, planId);
        uint256 unusedPeriods = (until - block.timestamp) / plan.period;
        uint256 refund = unusedPeriods * plan.pricePerPeriod;
        paidUntil[msg.sender][planId] = until - uint64(unusedPeriods * plan.period);
        revenue -= refund;
        if (refund > 0) {
            payable(msg.sender).transfer(refund);
        }
        emit Cancelled(msg.sender, planId, refund);
    }

    function isActive(address user, uint256 planId) public view returns (bool) {
        return paidUntil[user][planId] > block.timestamp;
    }

    function remaining(address user, uint256 planId) external view returns (bool active, uint256 secondsLeft) {
        active = isActive(user, planId);
        secondsLeft = active ? paidUntil[user][planId] - block.timestamp : 0;
    }

    function withdraw(uint256 amount) external onlyOwner {
        require(amount <= address(this).balance, "exceeds balance");
        payable(owner).transfer(amount);
    }
}
