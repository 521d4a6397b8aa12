// SPDX-License-Identifier: MIT
// CappedCrowdsale: OpenZeppelin-2.x-style timed, capped and individually capped crowdsale that mints
// a predeployed token through an interface; the token's balanceOf is a public getter overriding the
// interface function, so calls through the interface and the getter must agree on field names.
pragma solidity ^0.8.20;

interface IMintable {
    function mint(address to, uint256 amount) external;
    function balanceOf(address who) external view returns (uint256);
}

contract SaleToken is IMintable {
    mapping(address => uint256) public override balanceOf;
    uint256 public totalSupply;
    address public minter;
    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor() { minter = msg.sender; }

    function setMinter(address m) external {
        require(msg.sender == minter, "not minter");
        minter = m;
    }

    function mint(address to, uint256 amount) external override {
        require(msg.sender == minter, "not minter");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

abstract contract TimedCrowdsale {
    uint256 public openingTime;
    uint256 public closingTime;

    modifier onlyWhileOpen() {
        require(isOpen(), "TimedCrowdsale: not open");
        _;
    }

    constructor(uint256 _openingTime, uint256 _closingTime) {
        require(_openingTime >= block.timestamp, "TimedCrowdsale: opening time is before current time");
        require(_closingTime > _openingTime, "TimedCrowdsale: opening time is not before closing time");
        openingTime = _openingTime;
        closingTime = _closingTime;
    }

    function isOpen() public view returns (bool) {
        return block.timestamp >= openingTime && block.timestamp <= closingTime;
    }

    function hasClosed() public view virtual returns (bool) {
        return block.timestamp > closingTime;
    }
}

contract Crowdsale is TimedCrowdsale {
    IMintable public immutable token;
    address payable public wallet;
    uint256 public rate;
    uint256 public weiRaised;
    uint256 public cap;
    uint256 public individualCap;
    mapping(address => uint256) public contributions;
    bool public finalized;

    event TokensPurchased(address indexed purchaser, address indexed beneficiary, uint256 value, uint256 amount);
    event Finalized(uint256 raised);

    constructor(
        uint256 _rate,
        address payable _wallet,
        IMintable _token,
        uint256 _cap,
        uint256 _individualCap,
        uint256 _open,
        uint256 _close
    ) TimedCrowdsale(_open, _close) {
        require(_rate > 0, "Crowdsale: rate is 0");
        require(_wallet != address(0), "Crowdsale: wallet is the zero address");
        require(address(_token) != address(0), "Crowdsale: token is the zero address");
        require(_cap > 0, "CappedCrowdsale: cap is 0");
        rate = _rate;
        wallet = _wallet;
        token = _token;
        cap = _cap;
        individualCap = _individualCap;
    }

    receive() external payable {
        buyTokens(msg.sender);
    }

    function capReached() public view returns (bool) {
        return weiRaised >= cap;
    }

    function hasClosed() public view override returns (bool) {
        return capReached() || super.hasClosed();
    }

    function buyTokens(address beneficiary) public payable onlyWhileOpen {
        uint256 weiAmount = msg.value;
        _preValidatePurchase(beneficiary, weiAmount);
        uint256 tokens = _getTokenAmount(weiAmount);
        weiRaised = weiRaised + weiAmount;
        contributions[beneficiary] += weiAmount;
        token.mint(beneficiary, tokens);
        emit TokensPurchased(msg.sender, beneficiary, weiAmount, tokens);
    }

    function _preValidatePurchase(address beneficiary, uint256 weiAmount) internal view {
        require(beneficiary != address(0), "Crowdsale: beneficiary is the zero address");
        require(weiAmount != 0, "Crowdsale: weiAmount is 0");
        require(weiRaised + weiAmount <= cap, "CappedCrowdsale: cap exceeded");
        require(contributions[beneficiary] + weiAmount <= individualCap, "IndividuallyCappedCrowdsale: beneficiary's cap exceeded");
    }

    function _getTokenAmount(uint256 weiAmount) internal view returns (uint256) {
        return weiAmount * rate;
    }

    function finalize() external {
        require(!finalized, "FinalizableCrowdsale: already finalized");
        require(hasClosed(), "FinalizableCrowdsale: not closed");
        finalized = true;
        wallet.transfer(address(this).balance);
        emit Finalized(weiRaised);
    }

    function tokenBalance(address who) external view returns (uint256) {
        return token.balanceOf(who);
    }
}
