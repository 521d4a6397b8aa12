// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A relay that forwards deposits to a vault only on some paths: the try/catch around the vault's
// state-changing call sits inside an `if` branch, after statements of that branch, and is followed
// by more statements of the branch and of the function; the other branch runs at once. A try in an
// `else` branch whose clauses return, and one nested in an `else if` and an inner `if`.

interface IVault {
    function take(address from, uint256 amount) external returns (uint256 credited);
}

/// A vault that credits what it is given minus a fee, and refuses amounts over its limit.
contract Vault is IVault {
    uint256 public limit;
    uint256 public held;

    constructor(uint256 limit_) {
        limit = limit_;
    }

    function take(address from, uint256 amount) external override returns (uint256 credited) {
        require(from != address(0), "no sender");
        require(amount <= limit, "over limit");
        credited = amount - amount / 100;
        held += credited;
    }
}

contract BranchRelay {
    IVault public immutable vault;
    uint256 public forwarded;
    uint256 public kept;
    uint256 public refused;
    uint256 public calls;
    mapping(address => uint256) public credits;

    event Forwarded(address indexed user, uint256 amount, uint256 credited);
    event Refused(address indexed user, uint256 amount);

    constructor(IVault vault_) {
        vault = vault_;
    }

    /// Amounts of 100 or more go to the vault (a tenth stays here); smaller ones are kept.
    function deposit(uint256 amount) external returns (uint256 credited) {
        calls += 1;
        if (amount >= 100) {
            uint256 share = amount / 10;
            kept += share;
            try vault.take(msg.sender, amount - share) returns (uint256 got) {
                credited = got + share;
                forwarded += amount - share;
                emit Forwarded(msg.sender, amount - share, got);
            } catch {
                credited = share;
                refused += 1;
                emit Refused(msg.sender, amount - share);
            }
            credited += 0;
        } else {
            kept += amount;
            credited = amount;
        }
        credits[msg.sender] += credited;
    }

    /// The try in the `else` branch, which returns: nothing after the `if` runs on that path.
    function settle(uint256 amount, bool local) external returns (bool ok) {
        if (local) {
            kept += amount;
        } else {
            try vault.take(msg.sender, amount) returns (uint256) {
                return true;
            } catch {
                refused += 1;
                return false;
            }
        }
        calls += 1;
        ok = true;
    }

    /// The try three levels down (an `else if` branch, then a nested `if`): reply runs the rest of
    /// each enclosing branch, then what follows the outer `if`.
    function route(uint256 amount, uint8 mode) external returns (uint256 got) {
        if (mode == 0) {
            kept += amount;
        } else if (mode == 1) {
            if (amount > 0) {
                try vault.take(msg.sender, amount) returns (uint256 g) {
                    got = g + 1;
                } catch {
                    refused += 1;
                }
                got += 1;
            }
            forwarded += got;
        } else {
            revert("bad mode");
        }
        calls += 1;
    }
}
