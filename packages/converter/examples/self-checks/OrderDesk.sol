// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An order desk that validates each order by a low-level call to its own pure checker, counting
/// the orders the checker accepts and rejects instead of reverting.
contract OrderDesk {
    struct Order {
        uint256[] quantities;
        uint256 price;
        string sku;
    }

    uint256 public maxTotal;
    uint256 public accepted;
    uint256 public rejected;
    address public owner;

    event Checked(string sku, bool valid);

    constructor(uint256 limit) {
        maxTotal = limit;
        owner = msg.sender;
    }

    /// Reverts unless the order is well formed and within `limit`; the total may overflow.
    function validate(Order calldata order, uint256 limit) external pure returns (uint256 total) {
        require(order.quantities.length > 0, "empty order");
        for (uint256 i = 0; i < order.quantities.length; i++) total += order.quantities[i] * order.price;
        require(total <= limit, "over limit");
        require(bytes(order.sku).length == 6, "bad sku");
    }

    /// Passes only when called by the contract itself.
    function fromDesk() external view returns (bool) {
        require(msg.sender == address(this), "desk only");
        return true;
    }

    function withinLimit(uint256 amount) external view returns (bool) {
        require(amount <= maxTotal, "over limit");
        return true;
    }

    function submit(uint256[] memory quantities, uint256 price, string memory sku) external returns (bool) {
        Order memory order = Order(quantities, price, sku);
        (bool ok, ) = address(this).call(abi.encodeCall(this.validate, (order, maxTotal)));
        if (ok) accepted += 1;
        else rejected += 1;
        emit Checked(sku, ok);
        return ok;
    }

    /// A quick check of an amount alone, by selector.
    function quickCheck(uint256 amount) external returns (bool ok) {
        (ok, ) = address(this).call(abi.encodeWithSelector(this.withinLimit.selector, amount));
        if (!ok) rejected += 1;
    }

    /// Whether the checker sees the desk itself as its caller.
    function deskSeesItself() external returns (bool) {
        (bool ok, ) = address(this).call(abi.encodeCall(this.fromDesk, ()));
        return ok;
    }
}
