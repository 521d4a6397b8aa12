// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

/// Loyalty points: a minimal ERC20 with the allowance changed by deltas.
contract PointsToken {
    mapping(address => uint256) private _balances;
    mapping(address => mapping(address => uint256)) private _allowances;
    uint256 public totalSupply;
    address public immutable issuer;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        issuer = msg.sender;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == issuer, "issuer only");
        totalSupply += amount;
        _balances[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function balanceOf(address account) external view returns (uint256) {
        return _balances[account];
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return _allowances[owner][spender];
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _setAllowance(msg.sender, spender, amount);
        return true;
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        _setAllowance(msg.sender, spender, _allowances[msg.sender][spender] + added);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtracted) external returns (bool) {
        uint256 current = _allowances[msg.sender][spender];
        require(current >= subtracted, "below zero");
        unchecked {
            _setAllowance(msg.sender, spender, current - subtracted);
        }
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 current = _allowances[from][msg.sender];
        require(current >= amount, "allowance");
        unchecked {
            _setAllowance(from, msg.sender, current - amount);
        }
        _move(from, to, amount);
        return true;
    }

    function _setAllowance(address owner, address spender, uint256 amount) private {
        _allowances[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "zero address");
        uint256 fromBalance = _balances[from];
        require(fromBalance >= amount, "balance");
        unchecked {
            _balances[from] = fromBalance - amount;
        }
        _balances[to] += amount;
        emit Transfer(from, to, amount);
    }
}
