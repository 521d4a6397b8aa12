pragma solidity ^0.7.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

contract OrderBook {
    struct Order {
        address maker;
        uint256 amount;
        uint256 price;
        bool filled;
    }

    IERC20 public immutable base;
    IERC20 public immutable quote;
    Order[] public orders;
    mapping(bytes32 => bool) public cancelled;

    constructor(IERC20 _base, IERC20 _quote) {
        base = _base;
        quote = _quote;
    }

    function orderHash(string memory memo, string memory tag, uint256 id) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(memo, tag, id));
    }

    function place(uint256 amount, uint256 price) external returns (uint256) {
        require(base.transferFrom(msg.sender, address(this), amount), "pull");
        orders.push(Order(msg.sender, amount, price, false));
        return orders.length - 1;
    }

    function fillFor(address taker, uint256 id) external {
        Order storage o = orders[id];
        require(!o.filled, "filled");
        o.filled = true;
        uint256 cost = o.amount / 1e18 * o.price;
        require(quote.transferFrom(taker, o.maker, cost), "pay");
        require(base.transfer(taker, o.amount), "deliver");
    }

    function fill(uint256 id) external {
        Order storage o = orders[id];
        require(!o.filled, "filled");
        o.filled = true;
        uint256 cost = o.amount * o.price / 1e18;
        require(quote.transferFrom(msg.sender, o.maker, cost), "pay");
        require(base.transfer(msg.sender, o.amount), "deliver");
    }
}
