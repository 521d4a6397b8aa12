// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A vault that pays out what it holds, less a fee of 1.
contract FeeVault {
    uint256 public held;

    constructor(uint256 held_) {
        held = held_;
    }

    function withdraw(uint256 amount) external returns (uint256) {
        require(amount <= held, "vault empty");
        held -= amount;
        return amount - 1;
    }
}

interface IFeeVault {
    function withdraw(uint256 amount) external returns (uint256);
}

/// Pulls from the vault only on some paths and uses what came back.
contract BranchPuller {
    IFeeVault public immutable vault;
    uint256 public total;
    uint256 public skipped;
    uint256 public calls;

    event Pulled(address indexed by, uint256 got);

    constructor(IFeeVault vault_) {
        vault = vault_;
    }

    function pull(uint256 amount, uint256 min) external returns (uint256) {
        calls += 1;
        if (amount > 0) {
            uint256 got = vault.withdraw(amount);
            require(got >= min, "short");
            total += got;
            emit Pulled(msg.sender, got);
        } else {
            skipped += 1;
        }
        return total;
    }

    function pullDouble(uint256 amount, bool twice) external returns (uint256 credited) {
        if (!twice) {
            credited = amount;
        } else if (amount > 10) {
            credited = vault.withdraw(amount) * 2;
            total += credited;
        } else {
            return 0;
        }
        calls += 1;
    }
}
