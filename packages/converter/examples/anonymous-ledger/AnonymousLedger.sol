// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A ledger that logs with anonymous events (no signature topic: cheaper, found by their indexed
/// topics alone) next to an ordinary one.
contract AnonymousLedger {
    mapping(address => uint256) public balanceOf;

    event Credited(address indexed account, uint256 amount) anonymous;
    event Debited(address indexed account, uint256 amount, string memo) anonymous;
    event Note(bytes32 indexed tag, uint256 a, uint256 b, uint256 c, uint256 d) anonymous;
    event Moved(address indexed from, address indexed to, uint256 amount);

    function credit(address account, uint256 amount) external {
        balanceOf[account] += amount;
        emit Credited(account, amount);
    }

    function debit(uint256 amount, string calldata memo) external {
        balanceOf[msg.sender] -= amount;
        emit Debited(msg.sender, amount, memo);
    }

    function move(address to, uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Debited(msg.sender, amount, "move");
        emit Credited(to, amount);
        emit Moved(msg.sender, to, amount);
    }

    function note(bytes32 tag, uint256 a) external {
        emit Note(tag, a, a + 1, a + 2, a + 3);
    }
}
