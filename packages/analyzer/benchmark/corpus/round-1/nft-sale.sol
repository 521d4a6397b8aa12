// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

contract NftSale {
    uint256 public constant PRICE = 0.05 ether;
    uint256 public constant MAX_SUPPLY = 10_000;
    uint256 public constant SOFT_CAP = 100 ether;

    address public owner;
    uint256 public totalMinted;
    bool public softCapReached;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    constructor() {
        owner = msg.sender;
    }

    function _mint(address to) internal {
        uint256 id = ++totalMinted;
        ownerOf[id] = to;
        balanceOf[to] += 1;
    }

    function mintBatch(address[] calldata recipients) external payable {
        require(totalMinted + recipients.length <= MAX_SUPPLY, "sold out");
        for (uint256 i = 0; i < recipients.length; i++) {
            require(msg.value >= PRICE, "price");
            _mint(recipients[i]);
        }
        if (address(this).balance == SOFT_CAP) {
            softCapReached = true;
        }
    }

    function mint(uint256 quantity) external payable {
        require(msg.value == PRICE * quantity, "price");
        require(totalMinted + quantity <= MAX_SUPPLY, "sold out");
        for (uint256 i = 0; i < quantity; i++) {
            _mint(msg.sender);
        }
        if (address(this).balance >= SOFT_CAP) {
            softCapReached = true;
        }
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        payable(owner).transfer(address(this).balance);
    }
}
