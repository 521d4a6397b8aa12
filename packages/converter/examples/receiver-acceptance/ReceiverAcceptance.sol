// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

/// ERC1155-style single transfers whose acceptance check is a `try`/`catch` inside an internal
/// function: a receiver contract must answer the selector; one that reverts or answers something
/// else fails the transfer with an error naming it.
contract ReceiverAcceptance {
    mapping(uint256 => mapping(address => uint256)) public balanceOf;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    error InsufficientBalance(address from, uint256 id, uint256 balance);
    error InvalidReceiver(address receiver);

    constructor() {
        balanceOf[1][msg.sender] = 100;
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes memory data) external {
        uint256 balance = balanceOf[id][from];
        if (from != msg.sender || balance < value) revert InsufficientBalance(from, id, balance);
        balanceOf[id][from] = balance - value;
        balanceOf[id][to] += value;
        emit TransferSingle(msg.sender, from, to, id, value);
        _checkAcceptance(from, to, id, value, data);
    }

    function _checkAcceptance(address from, address to, uint256 id, uint256 value, bytes memory data) private {
        if (to.code.length > 0) {
            try IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data) returns (bytes4 response) {
                if (response != IERC1155Receiver.onERC1155Received.selector) revert InvalidReceiver(to);
            } catch {
                revert InvalidReceiver(to);
            }
        }
    }
}

contract TokenShelf is IERC1155Receiver {
    uint256 public received;

    function onERC1155Received(address, address, uint256, uint256 value, bytes calldata) external returns (bytes4) {
        received += value;
        return this.onERC1155Received.selector;
    }
}

contract ClosedShelf {
    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        revert("closed");
    }
}

contract OddShelf {
    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        return 0xdeadbeef;
    }
}
