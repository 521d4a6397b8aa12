// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract TimelockController {
    bytes32 public constant PROPOSER_ROLE = keccak256("PROPOSER_ROLE");
    bytes32 public constant EXECUTOR_ROLE = keccak256("EXECUTOR_ROLE");
    uint256 internal constant _DONE_TIMESTAMP = uint256(1);

    mapping(bytes32 => mapping(address => bool)) private _roles;
    mapping(bytes32 => uint256) private _timestamps;
    uint256 private _minDelay;

    event CallScheduled(bytes32 indexed id, address target, uint256 value, bytes data, uint256 delay);
    event CallExecuted(bytes32 indexed id, address target, uint256 value, bytes data);

    modifier onlyRole(bytes32 role) {
        require(_roles[role][msg.sender], "TimelockController: missing role");
        _;
    }

    modifier onlyRoleOrOpenRole(bytes32 role) {
        if (!_roles[role][address(0)]) {
            require(_roles[role][msg.sender], "TimelockController: missing role");
        }
        _;
    }

    constructor(uint256 minDelay, address proposer, address executor) {
        _minDelay = minDelay;
        _roles[PROPOSER_ROLE][proposer] = true;
        _roles[EXECUTOR_ROLE][executor] = true;
    }

    receive() external payable {}

    function isOperationReady(bytes32 id) public view returns (bool) {
        uint256 timestamp = _timestamps[id];
        return timestamp > _DONE_TIMESTAMP && timestamp <= block.timestamp;
    }

    function hashOperation(address target, uint256 value, bytes calldata data, bytes32 predecessor, bytes32 salt) public pure returns (bytes32) {
        return keccak256(abi.encode(target, value, data, predecessor, salt));
    }

    function schedule(address target, uint256 value, bytes calldata data, bytes32 predecessor, bytes32 salt, uint256 delay) external onlyRole(PROPOSER_ROLE) {
        bytes32 id = hashOperation(target, value, data, predecessor, salt);
        require(_timestamps[id] == 0, "TimelockController: operation already scheduled");
        require(delay >= _minDelay, "TimelockController: insufficient delay");
        _timestamps[id] = block.timestamp + delay;
        emit CallScheduled(id, target, value, data, delay);
    }

    function execute(address target, uint256 value, bytes calldata payload, bytes32 predecessor, bytes32 salt) external payable onlyRoleOrOpenRole(EXECUTOR_ROLE) {
        bytes32 id = hashOperation(target, value, payload, predecessor, salt);
        require(isOperationReady(id), "TimelockController: operation is not ready");
        require(predecessor == bytes32(0) || _timestamps[predecessor] == _DONE_TIMESTAMP, "TimelockController: missing dependency");
        _timestamps[id] = _DONE_TIMESTAMP;
        (bool success, ) = target.call{value: value}(payload);
        require(success, "TimelockController: underlying transaction reverted");
        emit CallExecuted(id, target, value, payload);
    }

    function updateDelay(uint256 newDelay) external {
        require(msg.sender == address(this), "TimelockController: caller must be timelock");
        _minDelay = newDelay;
    }

    function grantRole(bytes32 role, address account) external {
        require(msg.sender == address(this), "TimelockController: caller must be timelock");
        _roles[role][account] = true;
    }

    function cancel(bytes32 id) external {
        require(_timestamps[id] > _DONE_TIMESTAMP, "TimelockController: operation cannot be cancelled");
        delete _timestamps[id];
    }
}
