// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract ItemShop {
    address public owner;
    mapping(uint256 => uint256) public priceOf;
    mapping(uint256 => address) public holder;

    constructor() {
        owner = msg.sender;
    }

    function list(uint256 id, uint256 price) external {
        require(msg.sender == owner, "owner");
        priceOf[id] = price;
    }

    function buy(uint256 id) public payable {
        require(holder[id] == address(0), "sold");
        require(priceOf[id] > 0 && msg.value == priceOf[id], "price");
        holder[id] = msg.sender;
    }

    function multicall(bytes[] calldata calls) external payable returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(calls[i]);
            require(ok, "call failed");
            results[i] = ret;
        }
    }

    function buyMany(uint256[] calldata ids) external payable {
        uint256 total;
        for (uint256 i = 0; i < ids.length; i++) {
            uint256 id = ids[i];
            require(holder[id] == address(0) && priceOf[id] > 0, "unavailable");
            total += priceOf[id];
            holder[id] = msg.sender;
        }
        require(msg.value == total, "price");
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        payable(owner).transfer(address(this).balance);
    }
}
