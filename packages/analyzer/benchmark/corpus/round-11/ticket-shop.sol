// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Like {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Event tickets paid in a stablecoin at a price the organiser can change.
contract TicketShop {
    IERC20Like public immutable currency;
    address public immutable organiser;
    uint256 public ticketPrice;
    mapping(address => uint256) public ticketsOf;

    event PriceChanged(uint256 price);

    constructor(IERC20Like currency_, uint256 price) {
        currency = currency_;
        organiser = msg.sender;
        ticketPrice = price;
    }

    function setTicketPrice(uint256 price) external {
        require(msg.sender == organiser, "organiser only");
        ticketPrice = price;
        emit PriceChanged(price);
    }

    function buy(uint256 count) external {
        ticketsOf[msg.sender] += count;
        require(currency.transferFrom(msg.sender, organiser, count * ticketPrice), "payment");
    }

    function buyAtMost(uint256 count, uint256 maxPrice) external {
        uint256 price = ticketPrice;
        require(price <= maxPrice, "price moved");
        ticketsOf[msg.sender] += count;
        require(currency.transferFrom(msg.sender, organiser, count * price), "payment");
    }
}
