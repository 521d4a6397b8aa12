// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Seats in a venue of a million rows, kept sparse: only the seats ever written cost storage.
contract SeatMap {
    struct Booking {
        address holder;
        uint64 paid;
    }

    uint256[1_000_000] public prices;
    Booking[2 ** 40] public bookings;
    uint8[2][50_000] public flags;
    mapping(address => uint32[100_000]) public marks;
    uint256[3] public tiers;

    event Booked(uint256 indexed seat, address holder);

    function setPrice(uint256 seat, uint256 price) public {
        prices[seat] = price;
    }

    function raisePrice(uint256 seat, uint256 by) public returns (uint256) {
        prices[seat] += by;
        return prices[seat];
    }

    function clearPrice(uint256 seat) public {
        delete prices[seat];
    }

    function book(uint256 seat, uint64 paid) public {
        require(bookings[seat].holder == address(0), "taken");
        bookings[seat] = Booking(msg.sender, paid);
        emit Booked(seat, msg.sender);
    }

    function cancel(uint256 seat) public {
        require(bookings[seat].holder == msg.sender, "not yours");
        delete bookings[seat];
    }

    function flag(uint256 seat, uint256 which, uint8 value) public {
        flags[seat][which] = value;
    }

    function flagsOf(uint256 seat) public view returns (uint8[2] memory) {
        return flags[seat];
    }

    function mark(uint256 seat, uint32 value) public {
        marks[msg.sender][seat] = value;
    }

    function setTier(uint256 i, uint256 price) public {
        tiers[i] = price;
    }

    function lengths() public view returns (uint256, uint256, uint256, uint256, uint256) {
        return (prices.length, bookings.length, flags.length, marks[msg.sender].length, tiers.length);
    }
}
