// SPDX-License-Identifier: MIT
// AllowlistSale: a fixed-price sale of credits open only to allowlisted buyers, each under a cap,
// administered through role-based access control (roles with admin roles, grant/revoke/renounce).
pragma solidity ^0.8.20;

abstract contract AccessControl {
    struct RoleData {
        mapping(address => bool) members;
        bytes32 adminRole;
    }

    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;

    mapping(bytes32 => RoleData) private _roles;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole);

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
    error AccessControlBadConfirmation();

    modifier onlyRole(bytes32 role) {
        if (!hasRole(role, msg.sender)) revert AccessControlUnauthorizedAccount(msg.sender, role);
        _;
    }

    function hasRole(bytes32 role, address account) public view virtual returns (bool) {
        return _roles[role].members[account];
    }

    function getRoleAdmin(bytes32 role) public view returns (bytes32) {
        return _roles[role].adminRole;
    }

    function grantRole(bytes32 role, address account) public virtual onlyRole(getRoleAdmin(role)) {
        _grantRole(role, account);
    }

    function revokeRole(bytes32 role, address account) public virtual onlyRole(getRoleAdmin(role)) {
        _revokeRole(role, account);
    }

    function renounceRole(bytes32 role, address callerConfirmation) public virtual {
        if (callerConfirmation != msg.sender) revert AccessControlBadConfirmation();
        _revokeRole(role, callerConfirmation);
    }

    function _setRoleAdmin(bytes32 role, bytes32 adminRole) internal {
        bytes32 previous = getRoleAdmin(role);
        _roles[role].adminRole = adminRole;
        emit RoleAdminChanged(role, previous, adminRole);
    }

    function _grantRole(bytes32 role, address account) internal virtual returns (bool) {
        if (hasRole(role, account)) return false;
        _roles[role].members[account] = true;
        emit RoleGranted(role, account, msg.sender);
        return true;
    }

    function _revokeRole(bytes32 role, address account) internal virtual returns (bool) {
        if (!hasRole(role, account)) return false;
        _roles[role].members[account] = false;
        emit RoleRevoked(role, account, msg.sender);
        return true;
    }
}

contract AllowlistSale is AccessControl {
    bytes32 public constant SALE_MANAGER_ROLE = keccak256("SALE_MANAGER_ROLE");
    bytes32 public constant ALLOWLISTER_ROLE = keccak256("ALLOWLISTER_ROLE");

    uint256 public price;
    uint256 public capPerBuyer;
    bool public saleOpen;
    uint256 public sold;
    mapping(address => bool) public allowlisted;
    mapping(address => uint256) public credits;

    event Allowlisted(address indexed account, bool allowed);
    event Purchased(address indexed buyer, uint256 quantity, uint256 paid);
    event SaleToggled(bool open);

    error NotAllowlisted(address account);
    error CapExceeded(address buyer, uint256 requested, uint256 remaining);
    error IncorrectPayment(uint256 sent, uint256 expected);

    constructor(uint256 price_, uint256 capPerBuyer_) {
        price = price_;
        capPerBuyer = capPerBuyer_;
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _setRoleAdmin(ALLOWLISTER_ROLE, SALE_MANAGER_ROLE);
    }

    function setSaleOpen(bool open) external onlyRole(SALE_MANAGER_ROLE) {
        saleOpen = open;
        emit SaleToggled(open);
    }

    function setAllowlisted(address[] calldata accounts, bool allowed) external onlyRole(ALLOWLISTER_ROLE) {
        for (uint256 i = 0; i < accounts.length; i++) {
            allowlisted[accounts[i]] = allowed;
            emit Allowlisted(accounts[i], allowed);
        }
    }

    function buy(uint256 quantity) external payable {
        require(saleOpen, "sale closed");
        if (!allowlisted[msg.sender]) revert NotAllowlisted(msg.sender);
        uint256 remaining = capPerBuyer - credits[msg.sender];
        if (quantity > remaining) revert CapExceeded(msg.sender, quantity, remaining);
        uint256 cost = quantity * price;
        if (msg.value != cost) revert IncorrectPayment(msg.value, cost);
        credits[msg.sender] += quantity;
        sold += quantity;
        emit Purchased(msg.sender, quantity, cost);
    }

    function withdraw(address payable to) external onlyRole(DEFAULT_ADMIN_ROLE) {
        to.transfer(address(this).balance);
    }
}
