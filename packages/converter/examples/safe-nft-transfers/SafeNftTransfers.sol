// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// ERC721 safe transfers: the receiver check is an internal function taking the `bytes memory`
/// data it forwards, reached through the 3-argument overload calling the 4-argument one.
contract SafeNftTransfers {
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    error NotOwner(address caller, uint256 tokenId);
    error InvalidReceiver(address receiver);

    constructor() {
        for (uint256 id = 1; id <= 3; id++) {
            ownerOf[id] = msg.sender;
        }
        balanceOf[msg.sender] = 3;
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        if (ownerOf[tokenId] != from || msg.sender != from) revert NotOwner(msg.sender, tokenId);
        ownerOf[tokenId] = to;
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        emit Transfer(from, to, tokenId);
        _checkOnERC721Received(from, to, tokenId, data);
    }

    function _checkOnERC721Received(address from, address to, uint256 tokenId, bytes memory data) private {
        if (to.code.length > 0) {
            bytes4 retval = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (retval != IERC721Receiver.onERC721Received.selector) {
                revert InvalidReceiver(to);
            }
        }
    }
}

contract NftVault is IERC721Receiver {
    event Received(address operator, address from, uint256 tokenId, bytes data);

    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4)
    {
        emit Received(operator, from, tokenId, data);
        return IERC721Receiver.onERC721Received.selector;
    }
}

contract WrongAnswer {
    uint256 public calls;

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        calls += 1;
        return 0x12345678;
    }
}
