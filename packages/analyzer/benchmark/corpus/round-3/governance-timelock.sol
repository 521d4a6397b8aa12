// SPDX-License-Identifier: MIT
pragma solidity 0.8.17;

contract Timelock {
    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queued;

    event Queued(bytes32 indexed id, address target, uint256 value, bytes data, uint256 eta);

    constructor(address _admin, uint256 _delay) {
        require(_admin != address(0), "admin");
        admin = _admin;
        delay = _delay;
    }

    function setPendingAdmin(address newPending) external {
        require(msg.sender == address(this), "timelock only");
        pendingAdmin = newPending;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "pending only");
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    function setDelay(uint256 newDelay) external {
        delay = newDelay;
    }

    function queue(address target, uint256 value, bytes calldata data, uint256 eta) external returns (bytes32 id) {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        id = keccak256(abi.encode(target, value, data, eta));
        queued[id] = true;
        emit Queued(id, target, value, data, eta);
    }

    function execute(address target, uint256 value, bytes calldata data, uint256 eta) external payable returns (bytes memory) {
        require(msg.sender == admin, "admin");
        bytes32 id = keccak256(abi.encode(target, value, data, eta));
        require(queued[id], "not queued");
        require(block.timestamp >= eta, "locked");
        queued[id] = false;
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        require(ok, "reverted");
        return ret;
    }
}
