pragma solidity ^0.4.23;

contract Throne {
    address public monarch;
    uint256 public claimPrice = 10 finney;
    address public wizard;

    function Throne() public {
        wizard = msg.sender;
        monarch = msg.sender;
    }

    function() public payable {
        claim();
    }

    function claim() public payable {
        require(msg.value >= claimPrice);
        uint256 commission = msg.value / 50;
        uint256 compensation = msg.value - commission;
        // The old monarch is paid out before the crown changes hands.
        monarch.transfer(compensation);
        monarch = msg.sender;
        claimPrice = msg.value * 3 / 2;
    }

    function sweepCommission() public {
        require(msg.sender == wizard);
        wizard.transfer(address(this).balance);
    }
}
