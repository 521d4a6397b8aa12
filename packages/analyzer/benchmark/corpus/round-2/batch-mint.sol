// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract Multicall {
    function multicall(bytes[] calldata calls) external payable returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(calls[i]);
            require(ok, "call failed");
            results[i] = ret;
        }
    }
}

contract TicketShop is Multicall {
    uint256 public constant PRICE = 0.01 ether;
    mapping(address => uint256) public tickets;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function buyFor(address[] calldata buyers) external payable {
        for (uint256 i = 0; i < buyers.length; i++) {
            if (msg.value >= PRICE) {
                tickets[buyers[i]] += 1;
            }
        }
    }

    function buy(uint256 count) external payable {
        require(msg.value == count * PRICE, "price");
        tickets[msg.sender] += count;
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "send failed");
    }
}
