// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
    function ownerOf(uint256 tokenId) external view returns (address);
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract OfferMarket {
    struct Listing {
        address seller;
        uint256 price;
    }

    IERC721 public immutable nft;
    IERC20 public immutable weth;
    mapping(uint256 => Listing) public listings;
    mapping(uint256 => mapping(address => uint256)) public offers;

    constructor(IERC721 nft_, IERC20 weth_) {
        nft = nft_;
        weth = weth_;
    }

    function list(uint256 id, uint256 price) external {
        require(nft.ownerOf(id) == msg.sender, "owner");
        listings[id] = Listing(msg.sender, price);
    }

    function buy(uint256 id) external payable {
        Listing memory l = listings[id];
        require(l.price > 0 && msg.value == l.price, "price");
        delete listings[id];
        nft.safeTransferFrom(l.seller, msg.sender, id);
        (bool ok, ) = payable(l.seller).call{value: msg.value}("");
        require(ok, "pay");
    }

    function makeOffer(uint256 id, uint256 amount) external {
        offers[id][msg.sender] = amount;
    }

    function acceptOffer(uint256 id, address buyer) external {
        uint256 amount = offers[id][buyer];
        require(amount > 0, "no offer");
        require(nft.ownerOf(id) == msg.sender, "owner");
        delete offers[id][buyer];
        delete listings[id];
        require(weth.transferFrom(buyer, msg.sender, amount), "pay");
        nft.safeTransferFrom(msg.sender, buyer, id);
    }

    function sweepOffer(uint256 id, address buyer, uint256 amount) external {
        require(nft.ownerOf(id) == msg.sender, "owner");
        require(weth.transferFrom(buyer, msg.sender, amount), "pay");
        nft.safeTransferFrom(msg.sender, buyer, id);
    }
}
