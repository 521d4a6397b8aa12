// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IDepositHook {
    function onDeposit(address from, uint256 amount) external returns (bytes4);
}

interface IPricing {
    function sharesFor(uint256 amount) external returns (uint256);
    function rate() external returns (uint256);
}

/// Asks a pricing contract how many shares a deposit buys and a hook whether to accept it, both
/// through interfaces that declare the calls state-changing; the implementations are view or pure
/// (or, for the rate, a public state variable's getter).
contract HookedVault {
    IPricing public pricing;
    mapping(address => uint256) public shares;

    event Deposited(address indexed from, uint256 amount, uint256 shares);

    error HookRejected(address hook);

    constructor(IPricing pricing_) {
        pricing = pricing_;
    }

    function deposit(uint256 amount, IDepositHook hook) external returns (uint256) {
        bytes4 answer = hook.onDeposit(msg.sender, amount);
        if (answer != IDepositHook.onDeposit.selector) revert HookRejected(address(hook));
        uint256 bought = pricing.sharesFor(amount);
        shares[msg.sender] += bought;
        emit Deposited(msg.sender, amount, bought);
        return bought;
    }

    function pricingRate() external returns (uint256) {
        return pricing.rate();
    }
}

contract FixedPricing is IPricing {
    uint256 public override rate;

    constructor(uint256 rate_) {
        rate = rate_;
    }

    function sharesFor(uint256 amount) external view override returns (uint256) {
        return amount * rate;
    }
}

/// Accepts deposits only when the trusted vault asks.
contract TrustingHook is IDepositHook {
    address public trusted;

    error UntrustedCaller(address caller);

    function trust(address vault) external {
        trusted = vault;
    }

    function onDeposit(address, uint256) external view returns (bytes4) {
        if (msg.sender != trusted) revert UntrustedCaller(msg.sender);
        return IDepositHook.onDeposit.selector;
    }
}

/// Has the hook's signature without inheriting the interface, and answers the wrong selector.
contract ClosedHook {
    function onDeposit(address, uint256) external pure returns (bytes4) {
        return 0xdeadbeef;
    }
}
