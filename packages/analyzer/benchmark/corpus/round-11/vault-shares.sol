// SPDX-License-Identifier: MIT
pragma solidity 0.8.21;

/// Vault shares that can be approved to a strategy; approve overwrites, nothing else changes it.
contract VaultShares {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public immutable vault;

    event Approval(address indexed owner, address indexed spender, uint256 amount);

    constructor(address vault_) {
        require(vault_ != address(0), "vault");
        vault = vault_;
    }

    function mint(address to, uint256 shares) external {
        require(msg.sender == vault, "vault only");
        balanceOf[to] += shares;
    }

    function approve(address spender, uint256 shares) external returns (bool) {
        allowance[msg.sender][spender] = shares;
        emit Approval(msg.sender, spender, shares);
        return true;
    }

    function transferFrom(address owner, address to, uint256 shares) external returns (bool) {
        allowance[owner][msg.sender] -= shares;
        balanceOf[owner] -= shares;
        balanceOf[to] += shares;
        return true;
    }
}
