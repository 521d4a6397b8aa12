// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract GenesisDrop {
    uint256 public constant MAX_SUPPLY = 5000;
    uint256 public constant MAX_PER_TX = 10;
    uint256 public price = 0.05 ether;
    address public owner;
    uint256 public totalSupply;
    uint256 public revealOffset;
    bool public saleActive;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    struct Minter {
        uint16 minted;
        uint64 lastMint;
    }

    mapping(address => Minter) public minters;

    modifier onlyOwner() {
        if (msg.sender != owner) revert("not owner");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function mint(uint256 quantity) external payable {
        require(saleActive, "sale");
        require(tx.origin == msg.sender, "no contracts");
        require(quantity > 0 && quantity <= MAX_PER_TX, "quantity");
        require(totalSupply + quantity <= MAX_SUPPLY, "sold out");
        require(msg.value == price * quantity, "price");
        Minter storage m = minters[msg.sender];
        m.minted += uint16(quantity);
        m.lastMint = uint64(block.timestamp);
        for (uint256 i = 0; i < quantity; i++) {
            ownerOf[totalSupply + i] = msg.sender;
        }
        balanceOf[msg.sender] += quantity;
        totalSupply += quantity;
    }

    function setPrice(uint256 newPrice) external {
        price = newPrice;
    }

    function toggleSale() external onlyOwner {
        saleActive = !saleActive;
    }

    function reveal() external onlyOwner {
        require(revealOffset == 0, "revealed");
        revealOffset = uint256(keccak256(abi.encodePacked(block.prevrandao, block.timestamp, totalSupply))) % MAX_SUPPLY;
    }

    function withdraw() external onlyOwner {
        (bool ok, ) = payable(owner).call{value: address(this).balance}("");
        require(ok, "withdraw");
    }
}
