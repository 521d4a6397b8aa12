pragma solidity ^0.4.18;

contract KingOfTheEtherThrone {
    struct Monarch {
        address etherAddress;
        string name;
        uint claimPrice;
        uint coronationTimestamp;
    }

    address wizardAddress;
    uint constant startingClaimPrice = 100 finney;
    uint public currentClaimPrice = startingClaimPrice;
    Monarch public currentMonarch;
    Monarch[] public pastMonarchs;

    modifier onlywizard {
        if (msg.sender == wizardAddress) _;
    }

    function KingOfTheEtherThrone() public {
        wizardAddress = msg.sender;
        currentMonarch = Monarch(wizardAddress, "[Vacant]", 0, block.timestamp);
    }

    function numberOfMonarchs() public constant returns (uint n) {
        return pastMonarchs.length;
    }

    function() public payable {
        claimThrone(string(msg.data));
    }

    function claimThrone(string name) public payable {
        uint valuePaid = msg.value;
        if (valuePaid < currentClaimPrice) {
            msg.sender.send(valuePaid);
            return;
        }
        if (valuePaid > currentClaimPrice) {
            uint excessPaid = valuePaid - currentClaimPrice;
            msg.sender.send(excessPaid);
            valuePaid = valuePaid - excessPaid;
        }
        uint wizardCommission = (valuePaid * 1) / 100;
        uint compensation = valuePaid - wizardCommission;
        if (currentMonarch.etherAddress != wizardAddress) {
            if (!currentMonarch.etherAddress.send(compensation)) {
                revert();
            }
        }
        pastMonarchs.push(currentMonarch);
        currentMonarch = Monarch(msg.sender, name, valuePaid, block.timestamp);
        currentClaimPrice = currentClaimPrice * 3 / 2;
    }

    function sweepCommission(uint amount) public onlywizard {
        require(wizardAddress.send(amount));
    }

    function transferOwnership(address newOwner) public onlywizard {
        require(newOwner != address(0));
        wizardAddress = newOwner;
    }
}
