pragma solidity ^0.4.18;

contract LegacyIco {
    address public owner;
    uint256 public rate = 1000;
    uint256 public constant CAP = 5000 ether;
    uint256 public weiRaised;
    bool public closed;
    mapping(address => uint256) public tokenBalance;

    function LegacyIco() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function () public payable {
        buyTokens(msg.sender);
    }

    function buyTokens(address beneficiary) public payable {
        require(!closed);
        require(beneficiary != address(0));
        require(weiRaised + msg.value <= CAP);
        uint256 tokens = msg.value * rate;
        weiRaised += msg.value;
        tokenBalance[beneficiary] += tokens;
        if (this.balance == CAP) {
            closed = true;
        }
    }

    function setRate(uint256 newRate) public {
        rate = newRate;
    }

    function finalize() public onlyOwner {
        closed = true;
        owner.transfer(this.balance);
    }
}
