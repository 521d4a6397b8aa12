// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

contract RoleToken {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    mapping(bytes32 => mapping(address => bool)) private _roles;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    uint256 public immutable cap;
    bool public paused;

    error MissingRole(bytes32 role, address account);

    modifier onlyRole(bytes32 role) {
        _checkRole(role);
        _;
    }

    constructor(uint256 cap_) {
        cap = cap_;
        _roles[DEFAULT_ADMIN_ROLE][msg.sender] = true;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    function _checkRole(bytes32 role) internal view {
        if (!_roles[role][msg.sender]) revert MissingRole(role, msg.sender);
    }

    function grantRole(bytes32 role, address account) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _roles[role][account] = true;
    }

    function revokeRole(bytes32 role, address account) external {
        _roles[role][account] = false;
    }

    function renounceRole(bytes32 role, address account) external {
        require(account == msg.sender, "self");
        _roles[role][account] = false;
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        require(totalSupply + amount <= cap, "cap");
        totalSupply += amount;
        unchecked {
            balanceOf[to] += amount;
        }
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        paused = true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(!paused, "paused");
        uint256 fromBalance = balanceOf[msg.sender];
        require(fromBalance >= amount, "balance");
        unchecked {
            balanceOf[msg.sender] = fromBalance - amount;
            balanceOf[to] += amount;
        }
        return true;
    }

    function transferBatch(address[] calldata to, uint256 amount) external {
        require(!paused, "paused");
        unchecked {
            uint256 total = amount * to.length;
            require(balanceOf[msg.sender] >= total, "balance");
            balanceOf[msg.sender] -= total;
            for (uint256 i; i < to.length; ++i) balanceOf[to[i]] += amount;
        }
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        unchecked {
            totalSupply -= amount;
        }
    }
}
