// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// A treasury that pays rewards in an old-style token (transfers report failure with `false`
// instead of reverting, so the treasury checks every result) and forwards native funds to a vault.

interface IRewardToken {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
    function rateOf(uint256 tier) external view returns (uint256);
}

interface IVault {
    function deposit(address beneficiary) external payable;
}

/// A token whose transfers return `false` when the balance or allowance is short, or when frozen.
contract RewardToken is IRewardToken {
    mapping(address => uint256) public override balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bool public frozen;
    address public minter;

    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);

    constructor(uint256 supply) {
        minter = msg.sender;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 amount) external override returns (bool) {
        if (frozen || balanceOf[msg.sender] < amount) return false;
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external override returns (bool) {
        if (frozen || balanceOf[from] < amount || allowance[from][msg.sender] < amount) return false;
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
        return true;
    }

    /// Reward points per token for a tier; unknown tiers revert.
    function rateOf(uint256 tier) external pure override returns (uint256) {
        require(tier < 3, "no such tier");
        return (tier + 1) * 100;
    }

    function setFrozen(bool value) external {
        require(msg.sender == minter, "not minter");
        frozen = value;
    }
}

/// Holds native deposits per beneficiary.
contract Vault is IVault {
    mapping(address => uint256) public deposits;

    event Deposited(address indexed beneficiary, address from, uint256 amount);

    function deposit(address beneficiary) external payable override {
        require(msg.value > 0, "empty deposit");
        deposits[beneficiary] += msg.value;
        emit Deposited(beneficiary, msg.sender, msg.value);
    }
}

contract RewardTreasury {
    IRewardToken public immutable token;
    IVault public immutable vault;
    address public owner;
    uint256 public funded;
    uint256 public paidOut;

    event Funded(address indexed from, uint256 amount);
    event Paid(address indexed to, uint256 amount);
    event Forwarded(address indexed beneficiary, uint256 amount);

    error NotOwner(address caller);
    error PayoutRejected(address to);
    error PayoutRefused();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    constructor(IRewardToken token_, IVault vault_) {
        token = token_;
        vault = vault_;
        owner = msg.sender;
    }

    /// Pulls tokens the sender approved into the treasury.
    function fund(uint256 amount) external {
        bool ok = token.transferFrom(msg.sender, address(this), amount);
        require(ok, "funding failed");
        funded += amount;
        emit Funded(msg.sender, amount);
    }

    function pay(address to, uint256 amount) external onlyOwner {
        require(token.transfer(to, amount), "payout failed");
        paidOut += amount;
        emit Paid(to, amount);
    }

    function payStrict(address to, uint256 amount) external onlyOwner {
        if (!token.transfer(to, amount)) revert PayoutRefused();
        paidOut += amount;
        emit Paid(to, amount);
    }

    /// Forwards the native funds sent along to the vault, for `beneficiary`.
    function forward(address beneficiary) external payable {
        vault.deposit{value: msg.value}(beneficiary);
        emit Forwarded(beneficiary, msg.value);
    }

    /// Forwards part of the treasury's own native balance to the vault.
    function forwardFromBalance(address beneficiary, uint256 amount) external onlyOwner {
        vault.deposit{value: amount}(beneficiary);
        emit Forwarded(beneficiary, amount);
    }

    /// The token's rate for `tier`, or `known == false` when the token rejects the tier.
    function rewardRate(uint256 tier) external view returns (uint256 rate, bool known) {
        try token.rateOf(tier) returns (uint256 r) {
            return (r, true);
        } catch {
            return (0, false);
        }
    }

    /// At least the base rate; half of it when the token rejects the tier.
    function rateOrBase(uint256 tier) external view returns (uint256 rate) {
        rate = 100;
        try token.rateOf(tier) returns (uint256 r) {
            if (r > rate) rate = r;
        } catch (bytes memory) {
            rate /= 2;
        }
    }

    function nativeBalance() external view returns (uint256) {
        return address(this).balance;
    }

    receive() external payable {}
}
