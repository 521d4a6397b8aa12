// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

interface IApprovalReceiver {
    function onApprove(address owner, uint256 amount, bytes calldata data) external returns (bool);
}

contract FeeToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    uint256 public feeBps = 100;
    address public feeCollector;
    address public owner;

    constructor(address collector, uint256 supply) {
        require(collector != address(0), "collector");
        feeCollector = collector;
        owner = msg.sender;
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 fee = amount * feeBps / 10_000;
        balanceOf[from] -= amount;
        balanceOf[to] += amount - fee;
        balanceOf[feeCollector] += fee;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approveAndCall(address spender, uint256 amount, bytes calldata data) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        spender.call(abi.encodeWithSelector(IApprovalReceiver.onApprove.selector, msg.sender, amount, data));
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function setFeeCollector(address collector) external {
        require(msg.sender == owner, "owner");
        feeCollector = collector;
    }

    function setFeeBps(uint256 bps) external {
        require(bps <= 500, "too high");
        feeBps = bps;
    }
}
