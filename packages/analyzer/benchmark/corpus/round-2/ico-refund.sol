pragma solidity ^0.4.25;

contract Token {
    function transfer(address to, uint256 value) public returns (bool);
    function balanceOf(address who) public view returns (uint256);
}

contract IcoRefund {
    Token public token;
    address public owner;
    uint256 public goal;
    uint256 public raised;
    uint256 public deadline;
    mapping(address => uint256) public contributions;
    address[] public contributors;

    constructor(Token _token, uint256 _goal, uint256 _duration) public {
        token = _token;
        owner = msg.sender;
        goal = _goal;
        deadline = now + _duration;
    }

    function contribute() public payable {
        require(now < deadline);
        if (contributions[msg.sender] == 0) contributors.push(msg.sender);
        contributions[msg.sender] += msg.value;
        raised += msg.value;
    }

    function refundEveryone() public {
        require(now >= deadline && raised < goal);
        for (uint256 i = 0; i < contributors.length; i++) {
            address c = contributors[i];
            uint256 amount = contributions[c];
            contributions[c] = 0;
            c.send(amount);
        }
    }

    function claimTokens() public {
        require(now >= deadline && raised >= goal);
        uint256 share = contributions[msg.sender] * 1000;
        contributions[msg.sender] = 0;
        token.transfer(msg.sender, share);
    }

    function withdraw() public {
        require(msg.sender == owner);
        require(raised >= goal);
        owner.transfer(address(this).balance);
    }
}
