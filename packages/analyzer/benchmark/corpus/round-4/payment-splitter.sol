// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract PaymentSplitter {
    address payable[] public payees;
    mapping(address => uint256) public sharesOf;
    mapping(address => uint256) public released;
    uint256 public totalShares;
    uint256 public totalReleased;

    constructor(address payable[] memory _payees, uint256[] memory _shares) {
        require(_payees.length == _shares.length, "length");
        for (uint256 i = 0; i < _payees.length; i++) {
            require(_payees[i] != address(0), "zero");
            payees.push(_payees[i]);
            sharesOf[_payees[i]] = _shares[i];
            totalShares += _shares[i];
        }
    }

    receive() external payable {}

    function pending(address account) public view returns (uint256) {
        uint256 total = address(this).balance + totalReleased;
        return total * sharesOf[account] / totalShares - released[account];
    }

    function release(address payable account) public {
        uint256 payment = pending(account);
        require(payment > 0, "nothing due");
        released[account] += payment;
        totalReleased += payment;
        account.transfer(payment);
    }

    function releaseAll() external {
        for (uint256 i = 0; i < payees.length; i++) {
            uint256 payment = pending(payees[i]);
            if (payment == 0) continue;
            released[payees[i]] += payment;
            totalReleased += payment;
            payees[i].transfer(payment);
        }
    }
}
