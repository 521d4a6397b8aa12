// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Bids and asks kept in two id lists and two stats records; every function picks its side with
/// a storage reference chosen by a condition (`isBid ? bidIds : askIds`).
contract BidAskBook {
    struct Order {
        address owner;
        uint256 price;
        uint256 amount;
        bool open;
    }

    struct Stats {
        uint256 count;
        uint256 volume;
    }

    Order[] public orders;
    uint256[] public bidIds;
    uint256[] public askIds;
    Stats public bidStats;
    Stats public askStats;

    event Placed(uint256 indexed id, bool isBid, uint256 price, uint256 amount);
    event Cancelled(uint256 indexed id, uint256 remaining);

    function place(bool isBid, uint256 price, uint256 amount) external returns (uint256 id) {
        require(amount > 0, "empty order");
        id = orders.length;
        orders.push(Order(msg.sender, price, amount, true));
        uint256[] storage book = isBid ? bidIds : askIds;
        book.push(id);
        Stats storage stats = isBid ? bidStats : askStats;
        stats.count += 1;
        stats.volume += amount;
        emit Placed(id, isBid, price, amount);
    }

    function depth(bool isBid) external view returns (uint256) {
        uint256[] storage book = isBid ? bidIds : askIds;
        return book.length;
    }

    /// The highest bid or the lowest ask.
    function best(bool isBid) external view returns (uint256 bestId, uint256 bestPrice) {
        uint256[] storage book = isBid ? bidIds : askIds;
        require(book.length > 0, "no orders");
        bestId = book[0];
        bestPrice = orders[bestId].price;
        for (uint256 i = 1; i < book.length; i++) {
            uint256 p = orders[book[i]].price;
            if (isBid ? p > bestPrice : p < bestPrice) {
                bestPrice = p;
                bestId = book[i];
            }
        }
    }

    /// Removes the order at `index` of its side (swap and pop).
    function cancel(bool isBid, uint256 index) external {
        uint256[] storage book = isBid ? bidIds : askIds;
        uint256 id = book[index];
        Order storage order = orders[id];
        require(order.owner == msg.sender, "not your order");
        order.open = false;
        book[index] = book[book.length - 1];
        book.pop();
        Stats storage stats = isBid ? bidStats : askStats;
        stats.count -= 1;
        stats.volume -= order.amount;
        emit Cancelled(id, book.length);
    }
}
