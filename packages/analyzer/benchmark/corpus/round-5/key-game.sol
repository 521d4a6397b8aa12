pragma solidity ^0.4.24;

contract KeyGame {
    address public lastBuyer;
    uint256 public endTime;
    uint256 public pot;
    uint256 public airdropPot;
    uint256 public keyPrice = 0.01 ether;
    mapping(address => uint256) public keys;

    constructor() public {
        endTime = now + 24 hours;
    }

    function buyKeys(uint256 count) public payable {
        require(now < endTime);
        require(msg.value == keyPrice * count);
        keys[msg.sender] += count;
        pot += msg.value * 90 / 100;
        airdropPot += msg.value / 10;
        lastBuyer = msg.sender;
        endTime = now + 30 seconds + count * 30 seconds;
        if (airdrop()) {
            uint256 prize = airdropPot / 2;
            airdropPot -= prize;
            msg.sender.transfer(prize);
        }
    }

    function airdrop() private view returns (bool) {
        uint256 seed = uint256(keccak256(abi.encodePacked(block.timestamp, block.difficulty, block.coinbase, msg.sender)));
        return seed % 1000 < 10;
    }

    function claim() public {
        require(now >= endTime && msg.sender == lastBuyer);
        uint256 amount = pot;
        pot = 0;
        lastBuyer.transfer(amount);
    }
}
