// SPDX-License-Identifier: MIT
// OrderBook: a native-coin order book in modern style: a user-defined value type for order ids
// (wrap/unwrap), a free function and file-level constants and error, a library bound to a struct,
// orders with a dynamic array member pushed through a storage pointer, views that build memory
// arrays with continue loops, a struct as an event argument, and fees in basis points.
pragma solidity ^0.8.24;

uint256 constant BPS = 10_000;
uint16 constant MAX_FEE_BPS = 300;

error ZeroAmount();

function mulBps(uint256 amount, uint256 bps) pure returns (uint256) {
    return (amount * bps) / BPS;
}

type OrderId is uint64;

library OrderLib {
    function isLive(OrderBook.Order storage o) internal view returns (bool) {
        return o.status == OrderBook.Status.Open && o.remaining > 0;
    }
}

contract OrderBook {
    using OrderLib for Order;

    enum Side { Buy, Sell }
    enum Status { None, Open, Filled, Cancelled }

    struct Order {
        address maker;
        Side side;
        Status status;
        uint128 price;
        uint128 amount;
        uint128 remaining;
        uint40 createdAt;
        uint256[] fills;
    }

    struct Fill {
        uint64 orderId;
        address taker;
        uint128 amount;
    }

    Order[] internal orders;
    Fill[] public fills;
    mapping(address => uint64[]) private ordersByMaker;
    mapping(address => uint256) public escrowed;
    mapping(address => uint256) public proceeds;
    uint16 public feeBps;
    address public immutable feeCollector;

    event OrderPlaced(uint64 indexed id, address indexed maker, Side side, uint128 price, uint128 amount);
    event OrderFilled(uint64 indexed id, Fill fill);
    event OrderCancelled(uint64 indexed id, uint128 refunded);

    error BadOrder(uint64 id, Status status);
    error NotMaker(address caller);
    error FeeTooHigh(uint16 fee, uint16 max);

    constructor(uint16 _feeBps) {
        if (_feeBps > MAX_FEE_BPS) revert FeeTooHigh(_feeBps, MAX_FEE_BPS);
        feeBps = _feeBps;
        feeCollector = msg.sender;
        orders.push();
    }

    function place(Side side, uint128 price, uint128 amount) external payable returns (OrderId) {
        if (amount == 0) revert ZeroAmount();
        require(uint8(side) <= uint8(type(Side).max));
        uint256 cost = uint256(price) * amount;
        if (side == Side.Buy) {
            require(msg.value == cost, "OrderBook: wrong value");
            escrowed[msg.sender] += cost;
        } else {
            require(msg.value == 0, "OrderBook: sell orders carry no value");
        }
        uint64 id = uint64(orders.length);
        Order storage o = orders.push();
        o.maker = msg.sender;
        o.side = side;
        o.status = Status.Open;
        o.price = price;
        o.amount = amount;
        o.remaining = amount;
        o.createdAt = uint40(block.timestamp);
        ordersByMaker[msg.sender].push(id);
        emit OrderPlaced(id, msg.sender, side, price, amount);
        return OrderId.wrap(id);
    }

    function fill(uint64 id, uint128 amount) external payable {
        Order storage o = orders[id];
        if (!o.isLive()) revert BadOrder(id, o.status);
        require(amount <= o.remaining, "OrderBook: too much");
        uint256 value = uint256(o.price) * amount;
        uint256 fee = mulBps(value, feeBps);
        if (o.side == Side.Sell) {
            require(msg.value == value, "OrderBook: wrong value");
            proceeds[o.maker] += value - fee;
        } else {
            require(msg.value == 0, "OrderBook: no value");
            escrowed[o.maker] -= value;
            proceeds[msg.sender] += value - fee;
        }
        proceeds[feeCollector] += fee;
        unchecked {
            o.remaining -= amount;
        }
        if (o.remaining == 0) o.status = Status.Filled;
        Fill memory f = Fill({orderId: id, taker: msg.sender, amount: amount});
        fills.push(f);
        o.fills.push(fills.length - 1);
        emit OrderFilled(id, f);
    }

    function cancel(OrderId oid) external {
        uint64 id = OrderId.unwrap(oid);
        Order storage o = orders[id];
        if (o.maker != msg.sender) revert NotMaker(msg.sender);
        if (o.status != Status.Open) revert BadOrder(id, o.status);
        o.status = Status.Cancelled;
        uint128 left = o.remaining;
        o.remaining = 0;
        if (o.side == Side.Buy) {
            uint256 refund = uint256(o.price) * left;
            escrowed[msg.sender] -= refund;
            proceeds[msg.sender] += refund;
        }
        emit OrderCancelled(id, left);
    }

    function withdraw() external {
        uint256 amount = proceeds[msg.sender];
        if (amount == 0) revert ZeroAmount();
        proceeds[msg.sender] = 0;
        (bool ok, ) = payable(msg.sender).call{value: amount}("");
        require(ok, "OrderBook: transfer failed");
    }

    function getOrder(uint64 id) external view returns (Order memory) {
        return orders[id];
    }

    function openOrdersOf(address maker) external view returns (uint64[] memory ids, uint128[] memory remaining) {
        uint64[] storage all = ordersByMaker[maker];
        uint256 n;
        for (uint256 i; i < all.length; ) {
            if (orders[all[i]].isLive()) n++;
            unchecked { ++i; }
        }
        ids = new uint64[](n);
        remaining = new uint128[](n);
        uint256 k;
        for (uint256 i; i < all.length; ++i) {
            Order storage o = orders[all[i]];
            if (!o.isLive()) continue;
            ids[k] = all[i];
            remaining[k] = o.remaining;
            k++;
        }
    }

    function fillsOf(uint64 id) external view returns (Fill[] memory out) {
        uint256[] memory idx = orders[id].fills;
        out = new Fill[](idx.length);
        for (uint256 i = 0; i < idx.length; i++) {
            out[i] = fills[idx[i]];
        }
    }

    function bestPrice(Side side) external view returns (uint128 best, uint64 bestId) {
        for (uint64 i = 1; i < orders.length; i++) {
            Order storage o = orders[i];
            if (o.side != side || !o.isLive()) continue;
            if (bestId == 0 || (side == Side.Sell ? o.price < best : o.price > best)) {
                (best, bestId) = (o.price, i);
            }
        }
    }

    function orderCount() external view returns (uint256) {
        return orders.length - 1;
    }

    function contractHoldings() external view returns (uint256 balance, uint256 selfProceeds) {
        return (address(this).balance, proceeds[address(this)]);
    }
}
