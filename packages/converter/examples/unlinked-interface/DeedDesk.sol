// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The desk talks to the deeds through an interface that `Deeds` does not inherit: its public
/// mappings answer `ownerOf(uint256 tokenId)` and `isApprovedForAll(address owner, address operator)`.
interface IDeeds {
    function ownerOf(uint256 tokenId) external view returns (address);
    function isApprovedForAll(address owner, address operator) external view returns (bool);
}

contract Deeds {
    mapping(uint256 => address) public ownerOf;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    function mint(uint256 id) external {
        require(ownerOf[id] == address(0), "taken");
        ownerOf[id] = msg.sender;
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
    }
}

contract DeedDesk {
    IDeeds public immutable deeds;
    mapping(uint256 => uint256) public prices;

    event Listed(uint256 indexed tokenId, address seller, uint256 price);

    error NotOwner(uint256 tokenId);
    error NotApproved(address owner);

    constructor(IDeeds deeds_) {
        deeds = deeds_;
    }

    function list(uint256 tokenId, uint256 price) external {
        if (deeds.ownerOf(tokenId) != msg.sender) revert NotOwner(tokenId);
        if (!deeds.isApprovedForAll(msg.sender, address(this))) revert NotApproved(msg.sender);
        prices[tokenId] = price;
        emit Listed(tokenId, msg.sender, price);
    }

    function ownerOfListed(uint256 tokenId) external view returns (address owner, uint256 price) {
        return (deeds.ownerOf(tokenId), prices[tokenId]);
    }
}
