// SPDX-License-Identifier: MIT
// PaymentSplitter: native coin received by the contract is split among payees by shares; each
// payee pulls their due amount; the owner can add payees while nothing has been released.
pragma solidity ^0.8.20;

contract PaymentSplitter {
    address public immutable owner;
    uint256 public totalShares;
    uint256 public totalReleased;
    address[] public payees;
    mapping(address => uint256) public shares;
    mapping(address => uint256) public released;

    event PayeeAdded(address account, uint256 shares);
    event PaymentReleased(address to, uint256 amount);
    event PaymentReceived(address from, uint256 amount);

    error AccountHasNoShares(address account);
    error AccountNotDuePayment(address account);
    error PayeeExists(address account);

    constructor(address[] memory payees_, uint256[] memory shares_) payable {
        require(payees_.length == shares_.length, "PaymentSplitter: payees and shares length mismatch");
        require(payees_.length > 0, "PaymentSplitter: no payees");
        owner = msg.sender;
        for (uint256 i = 0; i < payees_.length; i++) {
            _addPayee(payees_[i], shares_[i]);
        }
    }

    receive() external payable {
        emit PaymentReceived(msg.sender, msg.value);
    }

    function releasable(address account) public view returns (uint256) {
        uint256 totalReceived = address(this).balance + totalReleased;
        return _pendingPayment(account, totalReceived, released[account]);
    }

    function release(address payable account) external {
        if (shares[account] == 0) revert AccountHasNoShares(account);
        uint256 payment = releasable(account);
        if (payment == 0) revert AccountNotDuePayment(account);
        totalReleased += payment;
        unchecked {
            released[account] += payment;
        }
        account.transfer(payment);
        emit PaymentReleased(account, payment);
    }

    function addPayee(address account, uint256 shares_) external {
        require(msg.sender == owner, "PaymentSplitter: only owner");
        require(totalReleased == 0, "PaymentSplitter: payouts started");
        _addPayee(account, shares_);
    }

    function payeeCount() external view returns (uint256) {
        return payees.length;
    }

    function _pendingPayment(address account, uint256 totalReceived, uint256 alreadyReleased)
        private
        view
        returns (uint256)
    {
        return (totalReceived * shares[account]) / totalShares - alreadyReleased;
    }

    function _addPayee(address account, uint256 shares_) private {
        require(account != address(0), "PaymentSplitter: account is the zero address");
        require(shares_ > 0, "PaymentSplitter: shares are 0");
        if (shares[account] > 0) revert PayeeExists(account);
        payees.push(account);
        shares[account] = shares_;
        totalShares = totalShares + shares_;
        emit PayeeAdded(account, shares_);
    }
}
