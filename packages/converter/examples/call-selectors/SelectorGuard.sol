// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Per-function permissions in the style of ds-auth: the owner lets an account call one function,
/// named by its selector, and `auth` checks `msg.sig`, the selector of the call being run. A
/// function called internally runs under its caller's selector, as on the EVM.
contract SelectorGuard {
    address public owner;
    bytes4 public deployedWith;
    bytes4 public lastSelector;
    uint256 public total;
    mapping(bytes4 => mapping(address => bool)) public allowed;
    mapping(bytes4 => uint256) public calls;

    event Called(bytes4 indexed selector, address indexed by, uint256 total);

    error NotAllowed(bytes4 selector, address caller);

    constructor() {
        owner = msg.sender;
        deployedWith = msg.sig;
    }

    modifier auth() {
        if (msg.sender != owner && !allowed[msg.sig][msg.sender]) {
            revert NotAllowed(msg.sig, msg.sender);
        }
        _;
    }

    function grant(bytes4 selector, address who) external auth {
        allowed[selector][who] = true;
    }

    function deposit(uint256 amount) public auth {
        total += amount;
        _record();
    }

    function withdraw(uint256 amount) external auth {
        total -= amount;
        _record();
    }

    /// Deposits twice: each deposit's `auth` and record see topUp's selector.
    function topUp(uint256 amount) external auth {
        deposit(amount);
        deposit(amount);
    }

    function _record() internal {
        calls[msg.sig] += 1;
        lastSelector = msg.sig;
        emit Called(msg.sig, msg.sender, total);
    }

    function currentSelector() public view returns (bytes4) {
        return msg.sig;
    }

    /// An external call to itself: the callee runs under its own selector.
    function selectorThroughThis() external view returns (bytes4) {
        return this.currentSelector();
    }

    /// An internal call: the callee sees this function's selector.
    function selectorThroughCall() external view returns (bytes4) {
        return currentSelector();
    }

    function isCurrent(bytes4 selector) external view returns (bool) {
        return msg.sig == selector;
    }

    receive() external payable {
        lastSelector = msg.sig;
        calls[msg.sig] += 1;
    }
}
