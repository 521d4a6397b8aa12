pragma solidity ^0.4.20;

contract Crowdfund {
    address public beneficiary;
    uint public fundingGoal;
    uint public amountRaised;
    uint public deadline;
    mapping(address => uint256) public balanceOf;
    bool fundingGoalReached = false;

    function Crowdfund(address ifSuccessfulSendTo, uint goalInEthers, uint durationInMinutes) public {
        beneficiary = ifSuccessfulSendTo;
        fundingGoal = goalInEthers * 1 ether;
        deadline = now + durationInMinutes * 1 minutes;
    }

    function () payable public {
        uint amount = msg.value;
        balanceOf[msg.sender] += amount;
        amountRaised += amount;
    }

    function checkGoalReached() public {
        if (now >= deadline) {
            if (amountRaised >= fundingGoal) {
                fundingGoalReached = true;
            }
        }
    }

    function safeWithdrawal() public {
        if (now >= deadline) {
            if (!fundingGoalReached) {
                uint amount = balanceOf[msg.sender];
                if (amount > 0) {
                    if (msg.sender.call.value(amount)()) {
                        balanceOf[msg.sender] = 0;
                    }
                }
            }
            if (fundingGoalReached && beneficiary == msg.sender) {
                if (!beneficiary.send(amountRaised)) {
                    fundingGoalReached = false;
                }
            }
        }
    }

    function setBeneficiary(address _beneficiary) public {
        beneficiary = _beneficiary;
    }
}
