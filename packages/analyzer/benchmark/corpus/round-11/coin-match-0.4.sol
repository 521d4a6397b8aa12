pragma solidity ^0.4.21;

/// Two players each pick heads (0) or tails (1); if the picks match the first player wins both stakes.
contract CoinMatch {
    struct Entry {
        address who;
        uint8 pick;
    }

    Entry[2] public entries;
    uint8 public joined;
    uint256 public constant STAKE = 0.5 ether;

    function enter(uint8 pick) public payable {
        require(msg.value == STAKE && pick < 2 && joined < 2);
        entries[joined] = Entry(msg.sender, pick);
        joined++;
        if (joined == 2) {
            settle();
        }
    }

    function settle() private {
        address winner = entries[0].pick == entries[1].pick ? entries[0].who : entries[1].who;
        joined = 0;
        delete entries;
        winner.transfer(2 * STAKE);
    }
}
