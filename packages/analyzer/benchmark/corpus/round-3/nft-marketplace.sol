// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "@openzeppelin/contracts/access/Ownable.sol";
import "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";

contract NftMarketplace is Ownable {
    struct Listing {
        address seller;
        uint256 price;
    }

    IERC20 public immutable paymentToken;
    uint256 public feeBps = 250;
    mapping(address => mapping(uint256 => Listing)) public listings;
    mapping(address => uint256) public proceeds;

    constructor(IERC20 token) Ownable(msg.sender) {
        paymentToken = token;
    }

    function list(address nft, uint256 tokenId, uint256 price) external {
        require(IERC721(nft).ownerOf(tokenId) == msg.sender, "not owner");
        listings[nft][tokenId] = Listing(msg.sender, price);
    }

    function buy(address nft, uint256 tokenId) external {
        Listing memory l = listings[nft][tokenId];
        require(l.price > 0, "not listed");
        IERC721(nft).safeTransferFrom(l.seller, msg.sender, tokenId);
        delete listings[nft][tokenId];
        uint256 fee = l.price * feeBps / 10_000;
        require(paymentToken.transferFrom(msg.sender, address(this), l.price), "pay");
        proceeds[l.seller] += l.price - fee;
    }

    function withdrawProceeds() external {
        uint256 amount = proceeds[msg.sender];
        proceeds[msg.sender] = 0;
        require(paymentToken.transfer(msg.sender, amount), "transfer");
    }

    function setFee(uint256 newFeeBps) external onlyOwner {
        require(newFeeBps <= 1_000, "fee");
        feeBps = newFeeBps;
    }

    function rescue(IERC20 token, address to, uint256 amount) external onlyOwner {
        token.transfer(to, amount);
    }
}
