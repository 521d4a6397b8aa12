pragma solidity ^0.5.0;

contract Crowdfund {
    address payable public beneficiary;
    uint256 public goal;
    uint256 public deadline;
    uint256 public raised;
    bool public paidOut;
    mapping(address => uint256) public pledges;
    address[] public backers;

    constructor(address payable _beneficiary, uint256 _goal, uint256 _durationDays) public {
        require(_beneficiary != address(0));
        require(_durationDays <= 90);
        beneficiary = _beneficiary;
        goal = _goal;
        deadline = now + _durationDays * 1 days;
    }

    function pledge() public payable {
        require(now < deadline, "closed");
        if (pledges[msg.sender] == 0) backers.push(msg.sender);
        pledges[msg.sender] += msg.value;
        raised += msg.value;
    }

    function goalReached() public view returns (bool) {
        return address(this).balance >= goal;
    }

    function payout() public {
        require(now >= deadline && raised >= goal, "not yet");
        require(!paidOut, "paid");
        paidOut = true;
        beneficiary.send(address(this).balance);
    }

    function refund() public {
        require(now >= deadline && raised < goal, "no refund");
        uint256 amount = pledges[msg.sender];
        pledges[msg.sender] = 0;
        msg.sender.transfer(amount);
    }

    function refundAll() public {
        require(now >= deadline && raised < goal, "no refund");
        for (uint256 i = 0; i < backers.length; i++) {
            address payable backer = address(uint160(backers[i]));
            uint256 amount = pledges[backer];
            pledges[backer] = 0;
            backer.transfer(amount);
        }
    }
}
