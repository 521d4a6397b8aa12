pragma solidity ^0.4.23;

contract Crowdsale {
    address public owner;
    address public wallet;
    uint256 public rate = 1000;
    uint256 public hardCap = 5000 ether;
    uint256 public weiRaised;
    bool public finalized;
    mapping(address => uint256) public tokens;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor(address _wallet) public {
        require(_wallet != address(0));
        owner = msg.sender;
        wallet = _wallet;
    }

    function () external payable {
        buyTokens(msg.sender);
    }

    function buyTokens(address beneficiary) public payable {
        require(beneficiary != address(0));
        require(!finalized);
        require(weiRaised + msg.value <= hardCap);
        weiRaised += msg.value;
        tokens[beneficiary] += msg.value * rate;
    }

    function finalize() public onlyOwner {
        require(this.balance == hardCap);
        finalized = true;
        wallet.transfer(this.balance);
    }

    function finalizeEarly() public onlyOwner {
        require(weiRaised >= hardCap / 2);
        finalized = true;
        wallet.transfer(address(this).balance);
    }

    function setWallet(address _wallet) public onlyOwner {
        wallet = _wallet;
    }

    function setRate(uint256 _rate) public onlyOwner {
        rate = _rate;
    }
}
