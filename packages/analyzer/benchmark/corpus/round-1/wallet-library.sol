pragma solidity ^0.4.9;

contract WalletLibrary {
    address public owner;
    uint public m_dailyLimit;
    uint public m_spentToday;
    uint public m_lastDay;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function initWallet(address _owner, uint _daylimit) public {
        owner = _owner;
        m_dailyLimit = _daylimit;
        m_lastDay = today();
    }

    function setDailyLimit(uint _newLimit) public onlyOwner {
        m_dailyLimit = _newLimit;
    }

    function execute(address _to, uint _value, bytes _data) public onlyOwner returns (bool) {
        require(underLimit(_value));
        return _to.call.value(_value)(_data);
    }

    function kill(address _to) public onlyOwner {
        selfdestruct(_to);
    }

    function underLimit(uint _value) internal returns (bool) {
        if (today() > m_lastDay) {
            m_spentToday = 0;
            m_lastDay = today();
        }
        if (m_spentToday + _value >= m_spentToday && m_spentToday + _value <= m_dailyLimit) {
            m_spentToday += _value;
            return true;
        }
        return false;
    }

    function today() private constant returns (uint) {
        return now / 1 days;
    }
}

contract Wallet {
    address public walletLibrary;
    address public owner;

    function Wallet(address _library, uint _daylimit) public {
        walletLibrary = _library;
        owner = msg.sender;
        require(walletLibrary.delegatecall(bytes4(sha3("initWallet(address,uint256)")), msg.sender, _daylimit));
    }

    function() public payable {
        if (msg.data.length > 0)
            walletLibrary.delegatecall(msg.data);
    }
}
