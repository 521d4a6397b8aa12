pragma solidity ^0.4.19;

contract SimpleDAO {
    mapping (address => uint) public credit;
    address public curator;

    function SimpleDAO() public {
        curator = msg.sender;
    }

    function donate(address to) public payable {
        credit[to] += msg.value;
    }

    function withdraw(uint amount) public {
        if (credit[msg.sender] >= amount) {
            bool res = msg.sender.call.value(amount)();
            credit[msg.sender] -= amount;
        }
    }

    function safeWithdraw(uint amount) public {
        require(credit[msg.sender] >= amount);
        credit[msg.sender] -= amount;
        require(msg.sender.call.value(amount)());
    }

    function queryCredit(address to) public view returns (uint) {
        return credit[to];
    }
}
